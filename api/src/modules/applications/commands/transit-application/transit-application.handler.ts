import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, invalid } from '@registry/domain/shared/domain-error';
import { permissionsOf } from '@registry/domain/identity/permissions';
import type { Principal } from '#src/shared/http/principal';
import { StaffUsers } from '#src/modules/identity/users/staff-users.repository';
import { WorkflowMessages } from '@registry/domain/applications/workflow/messages';
import { ApplicationCommands } from '#src/modules/applications/collaborators/application-commands';
import { ApplicationAccess, commandActor } from '#src/modules/applications/collaborators/application-access';
import { NameClaims } from '#src/modules/applications/collaborators/name-claims';
import { ApplicationKinds } from '#src/modules/applications/kinds/application-kinds';
import { TransitApplicationCommand } from './transit-application.command.js';

/** Steps with a call of their own (submit, correct, transfer request and confirmation, issuing the certificate, rectifying the record). */
const OWN_CALL_STEPS = new Set(['submit', 'correct', 'request_transfer', 'confirm_transfer', 'issue_certificate', 'rectify']);

/**
 * Any step of the workflow table: the decider says whether this actor may take it from this
 * state. The trade-name claim follows the new status in the transaction of the event.
 */
@CommandHandler(TransitApplicationCommand)
export class TransitApplicationHandler implements ICommandHandler<TransitApplicationCommand> {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
    private readonly access: ApplicationAccess,
    private readonly claims: NameClaims,
    private readonly staff: StaffUsers,
  ) {}

  /**
   * An assignee is nobody (null) or an active member of staff who may review applications: any
   * other string (an auditor, a made-up id, markup) would drop the application out of every queue.
   * Checked only for a caller who may assign, so that others learn nothing about staff ids (the
   * decider refuses them the step).
   */
  private async checkAssignee(principal: Principal, assigneeId: string | null | undefined): Promise<void> {
    if (assigneeId === null || assigneeId === undefined) return;
    if (principal.kind !== 'staff' || !principal.permissions.has('applications.assign')) return;
    const user = await this.staff.byId(assigneeId.trim());
    if (user?.status === 'active' && permissionsOf(user.roles).has('applications.review')) return;
    throw invalid({ code: WorkflowMessages['workflow.assignee-not-reviewer'], field: 'assignee_id' });
  }

  async execute({ kind: kindName, principal, id, event, body, expectedVersion, idempotencyKey }: TransitApplicationCommand) {
    const kind = this.kinds.named(kindName);
    // These carry what a transit cannot check (a payload, a code sent to the new owner): only their own calls take them.
    if (OWN_CALL_STEPS.has(event))
      throw new DomainError('not-found', { code: WorkflowMessages['workflow.step-has-own-call'], params: { event } });
    if (event === 'assign') await this.checkAssignee(principal, body.assigneeId);
    const now = new Date();
    return this.commands.execute(
      kind.aggregate,
      id,
      async (loaded) => {
        this.access.readable(principal, loaded);
        // Drawn before the transaction: a refused payment leaves a gap in the numbers, never a duplicate.
        const paymentExtra = event === 'confirm_payment' && kind.paymentExtra ? await kind.paymentExtra(now) : {};
        return {
          type: event,
          at: now,
          actor: commandActor(principal),
          ...(body.reason !== undefined ? { reason: body.reason } : {}),
          ...(body.fieldComments !== undefined ? { fieldComments: body.fieldComments } : {}),
          ...(body.target !== undefined ? { target: body.target } : {}),
          ...(event === 'assign' ? { assigneeId: body.assigneeId ?? null } : {}),
          ...(event === 'confirm_payment' ? { receiptNumber: body.receiptNumber, receiptDate: body.receiptDate } : {}),
          ...paymentExtra,
        };
      },
      {
        expectedVersion,
        idempotencyKey,
        alongside: (tx, change) => this.claims.follow(kind, tx, id, change.before, change.after),
      },
    );
  }
}
