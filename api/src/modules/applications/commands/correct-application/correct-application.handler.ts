import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApplicationDetails } from '@registry/domain/applications/rules/lookups';
import { withChanges } from '@registry/domain/applications/workflow/details-diff';
import { ApplicationCommands } from '#src/modules/applications/collaborators/application-commands';
import { ApplicationAccess, commandActor } from '#src/modules/applications/collaborators/application-access';
import { ApplicationUploads } from '#src/modules/applications/collaborators/application-uploads';
import { NameClaims } from '#src/modules/applications/collaborators/name-claims';
import { PayloadRules } from '#src/modules/applications/collaborators/payload-rules';
import { WordMarkChecks } from '#src/modules/applications/collaborators/word-mark-checks';
import { ApplicationKinds } from '#src/modules/applications/kinds/application-kinds';
import { CorrectApplicationCommand } from './correct-application.command.js';

/**
 * The corrected whole must still have the payload's shape and satisfy every rule; the decider
 * then checks the section is the one returned. New uploads are attached and a changed trade name
 * claimed in the transaction of the event.
 */
@CommandHandler(CorrectApplicationCommand)
export class CorrectApplicationHandler implements ICommandHandler<CorrectApplicationCommand> {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
    private readonly access: ApplicationAccess,
    private readonly rules: PayloadRules,
    private readonly uploads: ApplicationUploads,
    private readonly claims: NameClaims,
    private readonly marks: WordMarkChecks,
  ) {}

  async execute({ kind: kindName, principal, id, section, changes, expectedVersion, idempotencyKey }: CorrectApplicationCommand) {
    const kind = this.kinds.named(kindName);
    const now = new Date();
    let cleaned: Record<string, unknown> = {};
    return this.commands.execute(
      kind.aggregate,
      id,
      async (loaded) => {
        const current = this.access.readable(principal, loaded);
        const corrected = await this.rules.reshape(kind, withChanges(current.state.details as Record<string, unknown>, changes));
        await this.rules.check(kind, corrected as unknown as ApplicationDetails, now);
        await this.marks.refuseIfChanged(kind, current.state.details, corrected, id);
        // A removed answer (`null`) stays a removal; the others as the shape check cleaned them.
        cleaned = Object.fromEntries(Object.keys(changes).map((key) => [key, changes[key] === null ? null : corrected[key]]));
        return { type: 'correct', at: now, actor: commandActor(principal), section, changes: cleaned };
      },
      {
        expectedVersion,
        idempotencyKey,
        alongside: async (tx, change) => {
          await this.uploads.attachPayloadUploads(tx, principal, id, cleaned);
          await this.claims.reclaimIfRenamed(kind, tx, id, change.before, change.after);
        },
      },
    );
  }
}
