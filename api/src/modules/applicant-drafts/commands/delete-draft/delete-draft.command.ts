import { Command } from '@nestjs/cqrs';
import type { DraftKind } from '@registry/domain/applications/drafts';

/** The caller gives up their draft of a kind (none is fine). */
export class DeleteDraftCommand extends Command<void> {
  constructor(
    readonly owner: string,
    readonly kind: DraftKind,
  ) {
    super();
  }
}
