import { ConfigError, linkOrigin, loadConfig, mapTileSource } from './config.js';

describe('configuration', () => {
  it('defaults to the one-command development start: port 3000, embedded database, local mail catcher', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      runProjections: true,
    });
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL']) expect(message).toContain(name);
  });

  it('words each problem with its variable first, and what it takes', () => {
    let error: unknown;
    try {
      loadConfig({
        NODE_ENV: 'staging',
        PORT: '070000',
        DB_POOL_SIZE: '1.5',
        PUBLIC_URL: 'ftp://registry.example',
        MAIL_FROM: 'nobody',
        EVENT_CHAIN_KEY: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be a whole number from 1 to 65535 (got "070000")',
      'EVENT_CHAIN_KEY must be at least 32 characters (for example `openssl rand -base64 32`)',
      'DB_POOL_SIZE must be a whole number from 2 to 500 (got "1.5")',
      'MAIL_FROM must be an e-mail address, optionally "Name <address>"',
      'PUBLIC_URL must be a URL starting with http:// or https://',
    ]);
    expect((error as Error).message).toBe(`invalid configuration:\n${(error as ConfigError).problems.map((p) => `  - ${p}`).join('\n')}`);
  });

  it('takes read replicas as a comma-separated list of PostgreSQL URLs, with a lag bound of 5 s unless set', () => {
    expect(loadConfig({}).readReplicas).toEqual({ urls: [], maxLagMs: 5_000, probeIntervalMs: 1_000 });
    const config = loadConfig({
      DATABASE_READ_URLS: ' postgres://replica-1:5432/registry, postgresql://u:p@replica-2/registry ,',
      DATABASE_READ_MAX_LAG_MS: '2000',
    });
    expect(config.readReplicas).toEqual({
      urls: ['postgres://replica-1:5432/registry', 'postgresql://u:p@replica-2/registry'],
      maxLagMs: 2_000,
      probeIntervalMs: 1_000,
    });
    expect(() => loadConfig({ DATABASE_READ_URLS: 'postgres://replica-1/registry,mysql://replica-2/registry' })).toThrow(
      /DATABASE_READ_URLS\.1 must be URLs starting with postgres:\/\/ or postgresql:\/\//,
    );
    expect(() => loadConfig({ DATABASE_READ_MAX_LAG_MS: '10' })).toThrow(/DATABASE_READ_MAX_LAG_MS must be a whole number from 100/);
  });

  it('reads a blank variable as unset and trims the others', () => {
    const config = loadConfig({ PORT: ' 8080 ', HOST: '  ', DATA_DIR: '', LOG_LEVEL: ' debug ', RUN_PROJECTIONS: 'false' });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: '.data', logLevel: 'debug', runProjections: false });
  });

  it('takes a map tile server with its attribution, refuses a template without {z}/{x}/{y} or without credit, and allows its origin for images', () => {
    const tiles = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Tiles' }).mapTiles;
    expect(tiles).toEqual({ url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '© Tiles' });
    expect(mapTileSource(tiles)).toBe('https://*.tiles.example');
    expect(mapTileSource(loadConfig({ MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }).mapTiles)).toBe(
      'http://127.0.0.1:8080',
    );
    expect(loadConfig({}).mapTiles).toBeUndefined();
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png', MAP_TILE_ATTRIBUTION: 'x' })).toThrow(/MAP_TILE_URL must be/);
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' })).toThrow(
      /MAP_TILE_URL must be/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_ATTRIBUTION is required/);
  });

  /** Everything production requires. */
  const PRODUCTION = {
    DATABASE_URL: 'postgres://u:p@db/registry',
    APP_DATABASE_URL: 'postgres://registry_app:secret@db/registry',
    EVENT_CHAIN_KEY: 'k'.repeat(44),
    SMTP_URL: 'smtp://mail:25',
    PUBLIC_URL: 'https://registry.example',
  };

  it('requires a real database and SMTP server in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL is required.*\n.*SMTP_URL is required/s);
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION }).env).toBe('production');
  });

  it('requires the application’s own database login in production (the owner only migrates)', () => {
    const { APP_DATABASE_URL: _unset, ...withoutAppLogin } = PRODUCTION;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutAppLogin })).toThrow(
      /APP_DATABASE_URL is required when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION }).appDatabaseUrl).toBe(PRODUCTION.APP_DATABASE_URL);
    expect(loadConfig({}).appDatabaseUrl).toBeUndefined();
  });

  it('requires the event chains’ key in production, and a long one wherever it is given', () => {
    const { EVENT_CHAIN_KEY: _unset, ...withoutKey } = PRODUCTION;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutKey })).toThrow(/EVENT_CHAIN_KEY is required when NODE_ENV=production/);
    expect(() => loadConfig({ EVENT_CHAIN_KEY: 'short' })).toThrow(/EVENT_CHAIN_KEY must be at least 32 characters/);
    expect(loadConfig({}).eventChainKey).toBeUndefined();
  });

  it('requires PUBLIC_URL in production, naming it; elsewhere links name the configured localhost port, never a request', () => {
    const { PUBLIC_URL: _unset, ...withoutPublicUrl } = PRODUCTION;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutPublicUrl })).toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
    expect(linkOrigin(loadConfig({ PUBLIC_URL: 'https://registry.example/' }))).toBe('https://registry.example');
    expect(linkOrigin(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(linkOrigin(loadConfig({}))).toBe('http://localhost:3000');
  });
});
