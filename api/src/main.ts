import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig } from './config/config.js';
import { JsonLogger } from './infrastructure/logging/logger.js';
import { startRuntime, type Runtime } from './runtime.js';
import { createApp } from './create-app.js';
import { DataDirectoryInUseError } from './infrastructure/database/data-dir-owner.js';

/** Signals closer together than this are one request to stop (see shutdown). */
const DUPLICATE_SIGNAL_MS = 2000;

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
  let runtime: Runtime | undefined;
  let app: NestFastifyApplication | undefined;

  // Listening from the first moment: a signal during start-up (migrations can take a while)
  // would otherwise end the process by default and leave the embedded server running.
  let starting: Promise<unknown> = Promise.resolve();
  let stoppingSince: number | undefined;
  const shutdown = async (signal: string) => {
    if (stoppingSince !== undefined) {
      // Ctrl-C reaches this process more than once (from the terminal, and forwarded by each npm
      // above it): only a signal sent well after the first one means "now".
      if (Date.now() - stoppingSince < DUPLICATE_SIGNAL_MS) return;
      log.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    stoppingSince = Date.now();
    log.log('shutting down', { signal });
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    try {
      await starting.catch(() => undefined);
      await app?.close();
      await runtime?.close();
      log.log('stopped');
      process.exit(0);
    } catch (error) {
      log.error('shutdown failed', { error });
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  // Started by scripts/start.mjs (npm start): its IPC channel closes when it dies, even by SIGKILL.
  if (process.channel) {
    process.on('disconnect', () => void shutdown('launcher gone'));
    // The channel alone must not keep this process alive.
    process.channel.unref();
  }

  starting = (async () => {
    runtime = await startRuntime(config, log);
    if (stoppingSince !== undefined) return;
    try {
      app = await createApp(runtime);
      await app.listen(config.port, config.host);
    } catch (error) {
      // The HTTP port taken, say: stop the database cleanly before reporting.
      await app?.close().catch(() => undefined);
      await runtime.close();
      throw error;
    }
  })();
  await starting;
  if (stoppingSince !== undefined || !runtime) return;

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
}

main().catch((error) => {
  // Another portal owns the data directory: say so plainly, without a stack.
  if (error instanceof DataDirectoryInUseError) process.stderr.write(`cannot start: ${error.message}\n`);
  else process.stderr.write(`failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
