import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../src/create-app.js';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { APP_ROLE } from '../src/infrastructure/database/app-role.js';

/**
 * Issue 25 §5. No Docker engine runs here, so the image and the compose files are checked as
 * files: the stages and user of the Dockerfile, the services, healthchecks, roles and variables
 * of docker-compose.yml, and that the portal's environment there is a valid production
 * configuration for this code (loadConfig), with every secret left to the operator.
 */
const root = repoRoot();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Service = {
  image?: string;
  build?: { context?: string; target?: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  command?: string[] | string;
  volumes?: string[];
};
type Compose = { services: Record<string, Service> };

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME:?message}` from `vars`. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_m, name: string, kind?: string, rest?: string) => {
    if (vars[name] !== undefined) return vars[name]!;
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} is unset: ${rest ?? ''}`);
  });
}

describe('the production image (Dockerfile)', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it('builds in one stage and runs from another, on Node 24 LTS', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.map((s) => /AS (\w+)/.exec(s.split('\n')[0]!)?.[1])).toEqual(expect.arrayContaining(['build', 'runtime']));
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24[-\w.]*$/m);
    expect(stages[0]).toMatch(/RUN npm ci\b/);
    expect(stages[0]).toMatch(/RUN npm run build\b/);
  });

  it('runs as a non-root user with NODE_ENV=production and production dependencies only', () => {
    const users = [...runtime.matchAll(/^USER (\S+)/gm)].map((m) => m[1]);
    expect(users.at(-1)).toBeDefined();
    expect(['root', '0']).not.toContain(users.at(-1));
    expect(runtime).toMatch(/NODE_ENV=production/);
    expect(runtime).toMatch(/RUN npm ci --omit=dev\b/);
    expect(runtime).not.toMatch(/RUN npm (ci|install)(?![^\n]*--omit=dev)/);
    // What it runs is what the build writes.
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)![1]!) as string[];
    expect(command[0]).toBe('node');
    const main = command.find((part) => part.endsWith('main.js'))!;
    expect(main).toBe('api/dist/api/src/main.js');
    expect(runtime).toContain('COPY --from=build /app/api/dist api/dist');
    expect(runtime).toContain('COPY --from=build /app/web-applicant/dist-server web-applicant/dist-server');
    expect(existsSync(path.join(root, main))).toBe(true);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
  });

  it('leaves dependencies and build outputs out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.data', '.git', '.env']));
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml')) as Compose;
  const { postgres, mail, portal } = compose.services;
  const secrets = {
    POSTGRES_PASSWORD: 'owner-secret',
    APP_DATABASE_PASSWORD: 'app-secret',
    EVENT_CHAIN_KEY: 'k'.repeat(44),
    PUBLIC_URL: 'https://registry.example',
  };

  it('has PostgreSQL, Mailpit and the portal built from the Dockerfile, each with a healthcheck the portal waits for', () => {
    expect(postgres?.image).toMatch(/^postgres:\d+/);
    expect(mail?.image).toMatch(/^axllent\/mailpit/);
    expect(portal?.build).toEqual({ context: '.', target: 'runtime' });
    for (const [name, service] of Object.entries({ postgres, mail, portal }))
      expect({ name, healthcheck: service?.healthcheck?.test }).toEqual({ name, healthcheck: expect.anything() });
    expect(portal?.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, mail: { condition: 'service_healthy' } });
  });

  it('migrates as the schema owner and runs as registry_app, a different login', () => {
    const env = Object.fromEntries(Object.entries(portal!.environment!).map(([k, v]) => [k, interpolate(String(v), secrets)]));
    const owner = new URL(env.DATABASE_URL!);
    const app = new URL(env.APP_DATABASE_URL!);
    expect(owner.username).toBe(postgres!.environment!.POSTGRES_USER);
    expect(app.username).toBe(APP_ROLE);
    expect(app.username).not.toBe(owner.username);
    expect(owner.host).toBe('postgres:5432');
    expect(app.host).toBe('postgres:5432');
    expect(env.SMTP_URL).toBe('smtp://mail:1025');
  });

  it("gives the portal a valid production configuration, and refuses to come up without the operator's secrets", () => {
    const env = Object.fromEntries(Object.entries(portal!.environment!).map(([k, v]) => [k, interpolate(String(v), secrets)]));
    const config = loadConfig(env);
    expect(config.env).toBe('production');
    expect(config.publicUrl).toBe('https://registry.example');
    // No secret is written into the file: each one stops `docker compose up` when unset.
    for (const name of Object.keys(secrets)) {
      const without = { ...secrets } as Record<string, string>;
      delete without[name];
      expect(() => Object.values(portal!.environment!).forEach((v) => interpolate(String(v), without))).toThrow(name);
    }
    expect(() => loadConfig({ ...env, PUBLIC_URL: '' })).toThrow(ConfigError);
  });

  it('has a streaming replica of that PostgreSQL, which the portal reads public pages from without waiting for it', () => {
    const replica = compose.services['postgres-replica']!;
    expect(replica.image).toBe(postgres!.image);
    const script = ([] as string[]).concat(replica.command ?? []).join(' ');
    // A base backup through a slot, written as a standby (-R), then a hot standby.
    expect(script).toMatch(/pg_basebackup -h postgres -U registry_owner .*-S replica_1 -X stream -R/);
    expect(script).toContain('pg_create_physical_replication_slot');
    expect(replica.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    // The primary lets replication in from the network: its pg_hba.conf is the repository's.
    expect(([] as string[]).concat(postgres!.command ?? []).join(' ')).toContain('hba_file=/etc/postgresql/pg_hba.conf');
    expect(postgres!.volumes).toContain('./docker/pg_hba.conf:/etc/postgresql/pg_hba.conf:ro');
    expect(read('docker/pg_hba.conf')).toMatch(/^host\s+replication\s+all\s+all\s+scram-sha-256$/m);
    const env = Object.fromEntries(Object.entries(portal!.environment!).map(([k, v]) => [k, interpolate(String(v), secrets)]));
    expect(loadConfig(env).readReplicas.urls).toEqual(['postgres://postgres-replica:5432/registry']);
  });

  it('has a development override: the build stage, the sources mounted, NODE_ENV=development', () => {
    const dev = parse(read('docker-compose.dev.yml')) as Compose;
    expect(dev.services.portal?.build?.target).toBe('build');
    expect(dev.services.portal?.environment?.NODE_ENV).toBe('development');
    expect(JSON.stringify(dev.services.portal?.command)).toContain('npm start');
  });
});
