import { Command } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';

/** A member of staff writes an internal note on an application; answers the note's id. */
export class AddInternalNoteCommand extends Command<{ id: string }> {
  constructor(
    readonly principal: Principal,
    readonly applicationId: string,
    readonly text: string,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
