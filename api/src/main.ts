import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config.js';
import { JsonLogger } from './infrastructure/logging/logger.js';
import { startRuntime } from './runtime.js';
import { createApp } from './create-app.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const log = new JsonLogger(config.logLevel);
  const runtime = await startRuntime(config, log);
  const app = await createApp(runtime);
  await app.listen(config.port, config.host);

  const base = `http://localhost:${config.port}`;
  log.log('portal ready', {
    portal: `${base}/`,
    admin: `${base}/admin`,
    api: `${base}/api`,
    docs: `${base}/api/docs`,
    health: `${base}/api/health`,
    ...(runtime.mailCatcher ? { mail: `${base}/dev/mail` } : {}),
    database: runtime.database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL',
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      log.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    log.log('shutting down', { signal });
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    try {
      await app.close();
      await runtime.close();
      log.log('stopped');
      process.exit(0);
    } catch (error) {
      log.error('shutdown failed', { error });
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
