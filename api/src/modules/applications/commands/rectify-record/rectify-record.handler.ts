import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid } from '@registry/domain/shared/domain-error';
import {
  rectifiedDistrictIds,
  rectifiedPlaceProblems,
  withRectification,
} from '@registry/domain/applications/workflow/record-rectification';
import { ApplicationCommands } from '#src/modules/applications/collaborators/application-commands';
import { ApplicationAccess, commandActor } from '#src/modules/applications/collaborators/application-access';
import { ApplicationFactsLookup } from '#src/modules/applications/collaborators/application-facts';
import { ApplicationKinds } from '#src/modules/applications/kinds/application-kinds';
import { RectifyRecordCommand } from './rectify-record.command.js';

/**
 * Rectifies the register through the application's decider (permission records.rectify, a final
 * state, a reason, a patch of rectifiable facts that changes something): the step is an event of
 * the application's stream and a cause to re-issue its certificate. The places the rectified
 * record names are checked against the registry's districts here, after the decider's own refusals
 * (so that a caller who may not rectify learns nothing about districts).
 */
@CommandHandler(RectifyRecordCommand)
export class RectifyRecordHandler implements ICommandHandler<RectifyRecordCommand> {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
    private readonly access: ApplicationAccess,
    private readonly facts: ApplicationFactsLookup,
  ) {}

  async execute({ kind: kindName, principal, id, reason, patch, expectedVersion, idempotencyKey }: RectifyRecordCommand) {
    const kind = this.kinds.named(kindName);
    const now = new Date();
    return this.commands.execute(
      kind.aggregate,
      id,
      async (loaded) => {
        this.access.readable(principal, loaded);
        const command = { type: 'rectify', at: now, actor: commandActor(principal), reason, patch };
        // Decided once here for what changes (pure: the service decides it again, identically).
        const [event] = kind.aggregate.decide(command, loaded.state);
        const changes = (event!.data as { changes: Record<string, unknown> }).changes;
        const after = withRectification((loaded.state.details ?? {}) as Record<string, unknown>, changes);
        const districts = await this.facts.districts(rectifiedDistrictIds(changes, after));
        const problems = rectifiedPlaceProblems(changes, after, { districts });
        if (problems.length) throw invalid(problems);
        return command;
      },
      { expectedVersion, idempotencyKey },
    );
  }
}
