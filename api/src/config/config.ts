import type { Level } from '../infrastructure/logging/logger.js';
import { MIN_CHAIN_KEY_LENGTH } from '../event-store/postgres/event-chain.js';

/** Everything the process reads from its environment, validated once at start. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset: an embedded PostgreSQL under `${dataDir}/pg`. */
  databaseUrl?: string;
  /** The runtime pool's login (registry_app or a member of it, never the owner); unset outside production: derived (app-role.ts). */
  appDatabaseUrl?: string;
  dataDir: string;
  /** The key of the event chains' HMAC, held outside the database; unset outside production: drawn once into `${dataDir}/secrets/event-chain-key`. */
  eventChainKey?: string;
  embeddedPgPort: number;
  dbPoolSize: number;
  /** Unset: a local mail catcher whose page is /dev/mail. */
  smtpUrl?: string;
  mailCatcherPort: number;
  mailFrom: string;
  logLevel: Level;
  /** Run the projection runners in this process (one leader per projection across processes). */
  runProjections: boolean;
  /** The portal's public address (`https://registry.example`), for links in feeds and status e-mails; required in production. */
  publicUrl?: string;
  /** Where the portals' error reports go (a Sentry DSN); unset: nothing is reported. */
  sentryDsn?: string;
  /** The map's tile server (`MAP_TILE_URL`, a `{z}/{x}/{y}` template, `{s}` for subdomains) and its attribution; unset: the map draws without tiles (offline). */
  mapTiles?: { url: string; attribution: string };
  /** Past these, GET /api/health says "degraded" (docs/api.md, "Health"). */
  health: HealthThresholds;
}

export interface HealthThresholds {
  /** Events a projection may have still to apply. */
  maxProjectionLagEvents: number;
  /** Seconds the oldest event a projection has still to apply may have waited. */
  maxProjectionLagSeconds: number;
  /** Seconds the oldest unsent e-mail of the outbox may have waited. */
  maxOutboxAgeSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]) => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error();
      return raw;
    } catch {
      problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      return undefined;
    }
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  };

  const nodeEnv = oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const config: AppConfig = {
    env: nodeEnv,
    host: read('HOST') ?? '0.0.0.0',
    port: integer('PORT', 3000, 1, 65535),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    appDatabaseUrl: url('APP_DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: read('DATA_DIR') ?? '.data',
    eventChainKey: read('EVENT_CHAIN_KEY'),
    embeddedPgPort: integer('EMBEDDED_PG_PORT', 54329, 1, 65535),
    dbPoolSize: integer('DB_POOL_SIZE', 20, 2, 500),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailCatcherPort: integer('MAIL_CATCHER_PORT', 1025, 0, 65535),
    mailFrom: read('MAIL_FROM') ?? 'Business Registry <no-reply@registry.localhost>',
    logLevel: oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    runProjections: oneOf('RUN_PROJECTIONS', ['true', 'false'] as const, 'true') === 'true',
    publicUrl: url('PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
    sentryDsn: url('SENTRY_DSN', ['http:', 'https:']),
    mapTiles: mapTilesOf(read('MAP_TILE_URL'), read('MAP_TILE_ATTRIBUTION'), problems),
    health: {
      maxProjectionLagEvents: integer('HEALTH_MAX_PROJECTION_LAG_EVENTS', 5_000, 1, 100_000),
      maxProjectionLagSeconds: integer('HEALTH_MAX_PROJECTION_LAG_SECONDS', 60, 1, 86_400),
      maxOutboxAgeSeconds: integer('HEALTH_MAX_OUTBOX_AGE_SECONDS', 300, 1, 86_400),
    },
  };
  if (!/^[^<>]*<?[^@\s<>]+@[^@\s<>]+>?$/.test(config.mailFrom))
    problems.push('MAIL_FROM must be an e-mail address, optionally "Name <address>"');
  if (config.env === 'production' && !config.databaseUrl) problems.push('DATABASE_URL is required when NODE_ENV=production');
  // The owner logs in for migrations only; the application's own login has to be given, not derived.
  if (config.env === 'production' && !config.appDatabaseUrl)
    problems.push(
      "APP_DATABASE_URL is required when NODE_ENV=production (the application's own login, registry_app or a member of it, not the owner)",
    );
  // Whoever can write the database must not be able to re-hash a rewritten history: the key lives elsewhere.
  if (config.env === 'production' && !config.eventChainKey)
    problems.push('EVENT_CHAIN_KEY is required when NODE_ENV=production (the key of the event chains, kept outside the database)');
  if (config.eventChainKey !== undefined && config.eventChainKey.length < MIN_CHAIN_KEY_LENGTH) {
    problems.push(`EVENT_CHAIN_KEY must be at least ${MIN_CHAIN_KEY_LENGTH} characters (for example \`openssl rand -base64 32\`)`);
  }
  if (config.env === 'production' && !config.smtpUrl) problems.push('SMTP_URL is required when NODE_ENV=production');
  // Feed links never follow the request's Host header: without PUBLIC_URL they would name whatever host a client sent.
  if (config.env === 'production' && !config.publicUrl)
    problems.push('PUBLIC_URL is required when NODE_ENV=production (the absolute links of Atom feeds and e-mails)');
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/**
 * The origin of absolute links (Atom feeds, e-mails): PUBLIC_URL, or outside production (where it
 * is required) this server's own configured `http://localhost:<PORT>`, which serves the portal,
 * never the request's Host.
 */
export function linkOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * `MAP_TILE_URL`, an http(s) template with `{z}`, `{x}` and `{y}` (and `{s}` for the server's
 * subdomains), and `MAP_TILE_ATTRIBUTION`, which a tile server's licence asks to show and is
 * required with it.
 */
function mapTilesOf(url: string | undefined, attribution: string | undefined, problems: string[]): AppConfig['mapTiles'] {
  if (url === undefined) return undefined;
  let valid = ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
  try {
    valid &&= ['http:', 'https:'].includes(new URL(url.replaceAll('{s}', 'a')).protocol);
  } catch {
    valid = false;
  }
  if (!valid)
    problems.push('MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y} (for example https://tiles.example/{z}/{x}/{y}.png)');
  if (!attribution?.trim())
    problems.push("MAP_TILE_ATTRIBUTION is required with MAP_TILE_URL (the tile server's credit, shown on the map)");
  return valid && attribution?.trim() ? { url, attribution: attribution.trim() } : undefined;
}

/** The origin the map's tiles come from, as a CSP source (`https://*.tile.example` for a `{s}` template). */
export function mapTileSource(tiles: AppConfig['mapTiles']): string | undefined {
  if (!tiles) return undefined;
  const parsed = new URL(tiles.url.replaceAll('{s}', 'subdomain-placeholder'));
  return `${parsed.protocol}//${parsed.host.replace('subdomain-placeholder', '*')}`;
}
