import 'reflect-metadata';
import { loadConfig } from '../config/config.js';
import { auditVerify } from './verify-digest.js';

/**
 * npm run audit:verify -- --digest <file or URL>
 * Checks every stream's keyed chain up to a published digest of the event store and recomputes
 * the digest (docs/security.md "Anchoring the chain"). Needs the chain key (EVENT_CHAIN_KEY, or
 * the data directory's) and the database, as the other commands do.
 */
auditVerify(process.argv.slice(2), loadConfig(), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
})
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error) => {
    process.stderr.write(`audit:verify failed: ${error?.stack ?? error}\n`);
    process.exit(2);
  });
