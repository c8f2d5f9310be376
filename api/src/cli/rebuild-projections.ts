import 'reflect-metadata';
import { loadConfig } from '../config/config.js';
import { JsonLogger } from '../infrastructure/logging/logger.js';
import { startRuntime } from '../runtime.js';

/**
 * npm run projections:rebuild -- <name|all>
 * Replays every committed event into shadow copies of each named read model and swaps them in,
 * with the checkpoint, in one transaction. Safe while the portal runs: the live tables keep
 * serving whole until the swap, and the live runner pauses only for the swap (it takes the
 * projection's lock), then continues from the rebuilt checkpoint.
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  // The rebuild sends no e-mail; an explicit SMTP_URL keeps it from starting a second mail catcher.
  const config = { ...loadConfig(), runProjections: false, smtpUrl: 'smtp://127.0.0.1:1' };
  const log = new JsonLogger('warn');
  const runtime = await startRuntime(config, log, { reuseRunningDatabase: true });
  try {
    const names = runtime.projections.names();
    if (!target || (target !== 'all' && !names.includes(target))) {
      process.stderr.write(`usage: npm run projections:rebuild -- <${[...names, 'all'].join('|')}>\n`);
      process.exitCode = 2;
      return;
    }
    for (const name of target === 'all' ? names : [target]) {
      const result = await runtime.projections.rebuild(name);
      const rate = result.seconds > 0 ? Math.round(result.events / result.seconds) : result.events;
      process.stdout.write(`rebuilt ${name}: ${result.events} events in ${result.seconds.toFixed(2)} s (${rate} events/s)\n`);
    }
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  process.stderr.write(`rebuild failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
