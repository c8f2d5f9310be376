import { Injectable } from '@nestjs/common';
import { resource } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { WorkingCalendarSource } from '#src/modules/working-time/working-calendar.source';
import { dueTime } from '@registry/domain/working-time/service-levels';
import { dueTimeAsShown } from '@registry/domain/working-time/calendar';
import { allowedEvents } from '@registry/domain/applications/workflow/workflow';
import { applicantMayTake } from '@registry/domain/applications/workflow/applicant-acts';
import { fourEyesRefusal } from '@registry/domain/applications/workflow/review-duties';
import { assignmentRefusal } from '@registry/domain/applications/workflow/assignment';
import { issueFourEyesRefusal, mayIssueAgain } from '@registry/domain/applications/workflow/certificate-issue';
import { CertificateMessages } from '@registry/domain/certificates/messages';
import { serviceClocks } from '../projections/application-facets.js';
import { commandActor } from '../collaborators/application-access.js';
import { ApplicationKinds } from '../kinds/application-kinds.js';
import { ReferenceSequence } from '../collaborators/reference-sequence.js';
import type { AnyState, ApplicationKindName } from '../kinds/application-kind.js';

/**
 * Steps the table opens to this caller that a rule refuses them anyway, each with the refusal's
 * code: four-eyes on the approval and on issuing the certificate, a certificate already issued
 * for the facts as they are, and every desk step of a case another member of staff holds (the
 * domain's own rules, so that the back office needs no copy of them).
 */
function refusedEvents(allowed: readonly string[], state: AnyState, actor: ReturnType<typeof commandActor>): Record<string, string> {
  const refused: Record<string, string> = {};
  const certificateRefusal = () =>
    issueFourEyesRefusal(state.history, actor) ??
    (mayIssueAgain(state.history, state.certificates) ? null : { code: CertificateMessages['certificate.already-issued'] });
  for (const step of allowed) {
    const refusal =
      assignmentRefusal(step, actor, state.assigneeId) ??
      (step === 'approve' ? fourEyesRefusal(state.history, actor) : step === 'issue_certificate' ? certificateRefusal() : null);
    if (refusal) refused[step] = refusal.code;
  }
  return refused;
}

/** The JSON:API resource of an application, with the steps this caller may take now and its due times. */
@Injectable()
export class ApplicationResource {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly calendar: WorkingCalendarSource,
    private readonly references: ReferenceSequence,
  ) {}

  async of(kindName: ApplicationKindName, principal: Principal, id: string, loaded: { state: AnyState; version: number }) {
    const kind = this.kinds.named(kindName);
    const { state, version } = loaded;
    const actor = commandActor(principal);
    const calendar = await this.calendar.current();
    // Recorded in the submission event; for an application submitted before that, numbered by migration in the ledger.
    const reference = state.reference ?? (state.status ? ((await this.references.of([id])).get(id) ?? null) : null);
    const clocks = serviceClocks(state.history);
    // The steps the table opens to this caller's role, less those an applicant who is not the
    // owner (a transfer's recipient) would be refused: what is listed is what can be taken.
    const open = allowedEvents(kind.aggregate.table, state.status, actor).filter(
      (step) => actor.kind !== 'applicant' || applicantMayTake(step, actor.email, state),
    );
    return resource(kind.resourceType, {
      id,
      version,
      reference,
      status: state.status,
      ownerEmail: state.ownerEmail,
      details: state.details,
      openCorrection: state.openCorrection ? { ...state.openCorrection, originals: undefined } : null,
      pendingTransfer: state.pendingTransfer,
      assigneeId: state.assigneeId,
      ...(state.uen !== undefined ? { uen: state.uen } : {}),
      history: state.history,
      // Issued certificates, oldest first: the last is the current one (issue 33 §2).
      certificates: state.certificates ?? [],
      allowedEvents: open,
      // Steps the table opens to this caller that a rule refuses them anyway, with the refusal's code.
      refusedEvents: refusedEvents(open, state, actor),
      // The promises of spec §1/§9 on the working calendar in force: when the registry owes its answer,
      // as told to people (outside working hours: that working day's close, issue 34 §3).
      answerDueAt: clocks.answerSince ? dueTimeAsShown(calendar, dueTime(calendar, 'answer', new Date(clocks.answerSince))) : null,
      dueAt: clocks.processingSince ? dueTimeAsShown(calendar, dueTime(calendar, 'processing', new Date(clocks.processingSince))) : null,
    });
  }
}
