import { Command } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { Executed } from '#src/modules/applications/collaborators/application-commands';
import type { AnyEvent, AnyState, ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

/** The body of a transit: reason, per-field comments, and for a business the section to correct. */
export interface TransitBody {
  reason?: string;
  fieldComments?: Record<string, string>;
  target?: string;
  assigneeId?: string | null;
  /** Confirm payment: the cashier's receipt (number and YYYY-MM-DD date). */
  receiptNumber?: string;
  receiptDate?: string;
}

/** A step of the kind's workflow table (review, return, approve, pay, assign…) by its event name. */
export class TransitApplicationCommand extends Command<Executed<AnyState, AnyEvent>> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly id: string,
    readonly event: string,
    readonly body: TransitBody,
    readonly expectedVersion: number | undefined,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
