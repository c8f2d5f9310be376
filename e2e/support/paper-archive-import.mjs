/**
 * Test support only, never a product path: files one company application as migrated from the
 * ministry's paper archive, which the online rules never checked.
 *
 * Issue 22's acceptance has a reviewer open a limited company whose shareholders hold 90% of the
 * capital. The API rightly refuses to submit such a company (spec §5: the shares total the
 * capital), and the product has no import of applications, so such a record reaches a reviewer
 * only from before the rule or from the paper system. This script writes that record the way the
 * submit handler does (api/src/modules/applications/commands/submit-application), with the API's
 * own built code: the payload's shape through the request body's validation pipe, then the
 * business aggregate's `submit` command through ApplicationCommands (the event store and its
 * keyed hash chain), the uploads attached and the trade name claimed in the same transaction.
 * The one step left out is the payload rules (PayloadRules.check) the paper record predates.
 * Everything after it (claim, return, correction, resubmission, approval) goes through the API.
 *
 * Run beside the portal the e2e global set-up started, with its DATA_DIR (its embedded PostgreSQL
 * and event-chain key), as the product's CLIs run (support/paper-archive.ts spawns it):
 * `node e2e/support/paper-archive-import.mjs`, the record as JSON on stdin:
 * { "reference", "ownerEmail", "details", "uploads": [ids the owner uploaded] }. Prints { "id" }.
 */
import { loadConfig } from '@registry/api/dist/api/src/config/config.js';
import { JsonLogger } from '@registry/api/dist/api/src/infrastructure/logging/logger.js';
import { startRuntime } from '@registry/api/dist/api/src/runtime.js';
import { streamIdFor } from '@registry/api/dist/api/src/event-store/event-ids.js';
import { registryValidationPipe } from '@registry/api/dist/api/src/shared/http/validation.js';
import { businessKind } from '@registry/api/dist/api/src/modules/applications/kinds/application-kinds.js';
import { ApplicationCommands } from '@registry/api/dist/api/src/modules/applications/collaborators/application-commands.js';
import { NameClaims } from '@registry/api/dist/api/src/modules/applications/collaborators/name-claims.js';
import { NameRegister } from '@registry/api/dist/api/src/modules/trade-names/availability/name-register.js';
import { UploadedFiles } from '@registry/api/dist/api/src/modules/files/uploaded-files.js';

async function readStdin() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return JSON.parse(text);
}

async function main() {
  const { ownerEmail, details: raw, uploads = [], reference } = await readStdin();
  const config = { ...loadConfig(), runProjections: false, smtpUrl: 'smtp://127.0.0.1:1' };
  const runtime = await startRuntime(config, new JsonLogger('warn'), { reuseRunningDatabase: true });
  try {
    const { pool } = runtime.db;
    const kind = businessKind(pool);
    // The shape a submitted payload has (the DTO's whitelist and types), as the controller gives it to the handler.
    const details = await registryValidationPipe().transform(raw, { type: 'body', metatype: kind.dto });
    const streamId = streamIdFor(`paper-archive:${reference}`);
    const actor = { kind: 'applicant', email: ownerEmail };
    const commands = new ApplicationCommands(pool, runtime.eventStore);
    await commands.execute(
      kind.aggregate,
      streamId,
      { type: 'submit', at: new Date(), actor, details, ownerEmail, ...kind.submitExtra(details) },
      {
        alongside: async (tx) => {
          // attach() uses only the transaction it is given; the file store and settings serve uploads.
          await new UploadedFiles(pool, undefined, undefined, runtime.log).attach(tx, uploads, streamId);
          await new NameClaims(new NameRegister(pool)).claim(kind, tx, streamId, details, ownerEmail);
        },
      },
    );
    process.stdout.write(`${JSON.stringify({ id: streamId })}\n`);
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  process.stderr.write(`paper-archive import failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
