import { z } from 'zod';
import type { Level } from '../infrastructure/logging/logger.js';
import { MIN_CHAIN_KEY_LENGTH } from '../event-store/postgres/event-chain.js';

/** Everything the process reads from its environment, validated once at start (by zod). */
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
  /** Streaming replicas of the database that public reads go to (docs/architecture.md, "Growth"). */
  readReplicas: {
    /** DATABASE_READ_URLS: none, one or more (comma-separated); a URL without a user logs in as the application. */
    urls: string[];
    /** A replica further behind the primary than this is left out until it catches up. */
    maxLagMs: number;
    /** How often the primary's WAL position and each replica's replay are read. */
    probeIntervalMs: number;
  };
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
  /** Seconds the oldest unsent one-time code may have waited (an applicant waits for it on the screen). */
  maxCodeMailAgeSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** A variable as set: unset or blank is absent, surrounding spaces dropped. */
const variable = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

function wholeNumber(fallback: number, min: number, max: number) {
  return variable.pipe(
    z
      .string()
      .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
        error: (issue) => `must be a whole number from ${min} to ${max} (got "${String(issue.input)}")`,
      })
      .transform(Number)
      .default(fallback),
  );
}

function url(...protocols: string[]) {
  return variable.pipe(
    z
      .url({
        protocol: new RegExp(`^(${protocols.join('|')})$`),
        error: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .optional(),
  );
}

function oneOf<const T extends readonly [string, ...string[]]>(allowed: T, fallback: T[number]) {
  return variable.pipe(
    z.enum(allowed, { error: (issue) => `must be one of ${allowed.join(', ')} (got "${String(issue.input)}")` }).default(fallback),
  );
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const satisfies readonly Level[];

/**
 * The variables, each checked on its own (unset or blank: the default), then what production
 * requires. Every problem names its variable: the issue's path is the variable.
 */
const environment = z
  .object({
    NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
    HOST: variable.pipe(z.string().default('0.0.0.0')),
    PORT: wholeNumber(3000, 1, 65535),
    DATABASE_URL: url('postgres', 'postgresql'),
    APP_DATABASE_URL: url('postgres', 'postgresql'),
    DATA_DIR: variable.pipe(z.string().default('.data')),
    EVENT_CHAIN_KEY: variable.pipe(
      z
        .string()
        .min(MIN_CHAIN_KEY_LENGTH, `must be at least ${MIN_CHAIN_KEY_LENGTH} characters (for example \`openssl rand -base64 32\`)`)
        .optional(),
    ),
    EMBEDDED_PG_PORT: wholeNumber(54329, 1, 65535),
    DB_POOL_SIZE: wholeNumber(20, 2, 500),
    DATABASE_READ_URLS: variable.pipe(
      z
        .string()
        .transform((list) =>
          list
            .split(',')
            .map((u) => u.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z.url({
              protocol: /^(postgres|postgresql)$/,
              error: 'must be URLs starting with postgres:// or postgresql://, separated by commas',
            }),
          ),
        )
        .default([]),
    ),
    DATABASE_READ_MAX_LAG_MS: wholeNumber(5_000, 100, 600_000),
    DATABASE_READ_PROBE_MS: wholeNumber(1_000, 50, 60_000),
    SMTP_URL: url('smtp', 'smtps'),
    MAIL_CATCHER_PORT: wholeNumber(1025, 0, 65535),
    MAIL_FROM: variable.pipe(
      z
        .string()
        .regex(/^[^<>]*<?[^@\s<>]+@[^@\s<>]+>?$/, 'must be an e-mail address, optionally "Name <address>"')
        .default('Business Registry <no-reply@registry.localhost>'),
    ),
    LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
    RUN_PROJECTIONS: oneOf(['true', 'false'], 'true'),
    PUBLIC_URL: url('http', 'https'),
    SENTRY_DSN: url('http', 'https'),
    MAP_TILE_URL: variable.pipe(
      z
        .string()
        .refine(isTileTemplate, 'must be an http(s) URL template with {z}, {x} and {y} (for example https://tiles.example/{z}/{x}/{y}.png)')
        .optional(),
    ),
    MAP_TILE_ATTRIBUTION: variable,
    HEALTH_MAX_PROJECTION_LAG_EVENTS: wholeNumber(5_000, 1, 100_000),
    HEALTH_MAX_PROJECTION_LAG_SECONDS: wholeNumber(60, 1, 86_400),
    HEALTH_MAX_OUTBOX_AGE_SECONDS: wholeNumber(300, 1, 86_400),
    HEALTH_MAX_CODE_MAIL_AGE_SECONDS: wholeNumber(60, 1, 86_400),
  })
  .superRefine((env, ctx) => {
    const problem = (name: keyof typeof env, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
    if (env.MAP_TILE_URL !== undefined && !env.MAP_TILE_ATTRIBUTION)
      problem('MAP_TILE_ATTRIBUTION', "is required with MAP_TILE_URL (the tile server's credit, shown on the map)");
    if (env.NODE_ENV !== 'production') return;
    if (!env.DATABASE_URL) problem('DATABASE_URL', 'is required when NODE_ENV=production');
    // The owner logs in for migrations only; the application's own login has to be given, not derived.
    if (!env.APP_DATABASE_URL)
      problem(
        'APP_DATABASE_URL',
        "is required when NODE_ENV=production (the application's own login, registry_app or a member of it, not the owner)",
      );
    // Whoever can write the database must not be able to re-hash a rewritten history: the key lives elsewhere.
    if (!env.EVENT_CHAIN_KEY)
      problem('EVENT_CHAIN_KEY', 'is required when NODE_ENV=production (the key of the event chains, kept outside the database)');
    if (!env.SMTP_URL) problem('SMTP_URL', 'is required when NODE_ENV=production');
    // Feed links never follow the request's Host header: without PUBLIC_URL they would name whatever host a client sent.
    if (!env.PUBLIC_URL) problem('PUBLIC_URL', 'is required when NODE_ENV=production (the absolute links of Atom feeds and e-mails)');
  });

export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  const variables = parsed.data;
  return {
    env: variables.NODE_ENV,
    host: variables.HOST,
    port: variables.PORT,
    databaseUrl: variables.DATABASE_URL,
    appDatabaseUrl: variables.APP_DATABASE_URL,
    dataDir: variables.DATA_DIR,
    eventChainKey: variables.EVENT_CHAIN_KEY,
    embeddedPgPort: variables.EMBEDDED_PG_PORT,
    dbPoolSize: variables.DB_POOL_SIZE,
    readReplicas: {
      urls: variables.DATABASE_READ_URLS,
      maxLagMs: variables.DATABASE_READ_MAX_LAG_MS,
      probeIntervalMs: variables.DATABASE_READ_PROBE_MS,
    },
    smtpUrl: variables.SMTP_URL,
    mailCatcherPort: variables.MAIL_CATCHER_PORT,
    mailFrom: variables.MAIL_FROM,
    logLevel: variables.LOG_LEVEL,
    runProjections: variables.RUN_PROJECTIONS === 'true',
    publicUrl: variables.PUBLIC_URL?.replace(/\/+$/, ''),
    sentryDsn: variables.SENTRY_DSN,
    mapTiles:
      variables.MAP_TILE_URL && variables.MAP_TILE_ATTRIBUTION
        ? { url: variables.MAP_TILE_URL, attribution: variables.MAP_TILE_ATTRIBUTION }
        : undefined,
    health: {
      maxProjectionLagEvents: variables.HEALTH_MAX_PROJECTION_LAG_EVENTS,
      maxProjectionLagSeconds: variables.HEALTH_MAX_PROJECTION_LAG_SECONDS,
      maxOutboxAgeSeconds: variables.HEALTH_MAX_OUTBOX_AGE_SECONDS,
      maxCodeMailAgeSeconds: variables.HEALTH_MAX_CODE_MAIL_AGE_SECONDS,
    },
  };
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
 * `MAP_TILE_URL`: an http(s) template with `{z}`, `{x}` and `{y}` (and `{s}` for the server's
 * subdomains). A tile server's licence asks to show its credit: `MAP_TILE_ATTRIBUTION` is
 * required with it.
 */
function isTileTemplate(url: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return false;
  try {
    return ['http:', 'https:'].includes(new URL(url.replaceAll('{s}', 'a')).protocol);
  } catch {
    return false;
  }
}

/** The origin the map's tiles come from, as a CSP source (`https://*.tile.example` for a `{s}` template). */
export function mapTileSource(tiles: AppConfig['mapTiles']): string | undefined {
  if (!tiles) return undefined;
  const parsed = new URL(tiles.url.replaceAll('{s}', 'subdomain-placeholder'));
  return `${parsed.protocol}//${parsed.host.replace('subdomain-placeholder', '*')}`;
}
