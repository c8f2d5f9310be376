import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIdFor } from '#src/event-store/event-ids';
import { ApplicationCommands } from '#src/modules/applications/collaborators/application-commands';
import { ApplicationAccess, commandActor } from '#src/modules/applications/collaborators/application-access';
import { ApplicationUploads } from '#src/modules/applications/collaborators/application-uploads';
import { NameClaims } from '#src/modules/applications/collaborators/name-claims';
import { PayloadRules } from '#src/modules/applications/collaborators/payload-rules';
import { WordMarkChecks } from '#src/modules/applications/collaborators/word-mark-checks';
import { ReferenceSequence } from '#src/modules/applications/collaborators/reference-sequence';
import { ApplicationKinds } from '#src/modules/applications/kinds/application-kinds';
import { DraftStore, draftKindOfApplication } from '#src/modules/applicant-drafts/draft-store';
import { referencePrefixOf } from '@registry/domain/applications/reference-number';
import { SubmitApplicationCommand, type Submitted } from './submit-application.command.js';

/**
 * Checks the payload (422 with every problem) and a trademark's word mark (trademark examination,
 * 422 at `wordMark`), then writes submit with its uploads and trade-name
 * claim in one transaction. The application's id derives from the caller-scoped idempotency key:
 * a retry of a submit that committed finds its application and answers it again, before the
 * payload checks (its uploads and name now belong to that application), with the same reference.
 */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand> {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
    private readonly access: ApplicationAccess,
    private readonly rules: PayloadRules,
    private readonly uploads: ApplicationUploads,
    private readonly claims: NameClaims,
    private readonly drafts: DraftStore,
    private readonly references: ReferenceSequence,
    private readonly marks: WordMarkChecks,
  ) {}

  async execute({ kind: kindName, principal, details, idempotencyKey, locale }: SubmitApplicationCommand): Promise<Submitted> {
    const kind = this.kinds.named(kindName);
    this.access.requireApplicant(principal);
    const streamId = streamIdFor(idempotencyKey);
    const replayed = await this.commands.replay(kind.aggregate, streamId, idempotencyKey);
    if (replayed) return { id: streamId, ...replayed };
    const now = new Date();
    await this.rules.check(kind, details, now);
    await this.marks.refuseIfConflicting(kind, details, streamId);
    const result = await this.commands.execute(
      kind.aggregate,
      streamId,
      {
        type: 'submit',
        at: now,
        actor: commandActor(principal),
        details,
        ownerEmail: principal.email,
        locale,
        ...(kind.submitExtra?.(details) ?? {}),
      },
      {
        idempotencyKey,
        // The reference's number is taken with the event's append: gap-free, and once (a keyed retry replays above).
        completeInTransaction: async (tx) => ({
          reference: await this.references.take(
            tx,
            streamId,
            referencePrefixOf(kind.aggregate.streamType, (details as { type?: string }).type),
            now,
          ),
        }),
        alongside: async (tx) => {
          await this.uploads.attachPayloadUploads(tx, principal, streamId, details);
          await this.claims.claim(kind, tx, streamId, details, principal.email);
          // The draft on the server is done with once its application is submitted (issue 23 §10).
          const draftKind = draftKindOfApplication(kindName);
          if (draftKind) await this.drafts.remove(principal.email, draftKind, tx);
        },
      },
    );
    return { id: streamId, ...result };
  }
}
