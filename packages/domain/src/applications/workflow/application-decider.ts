/**
 * What trade-name, business and trademark applications share: one decider (emmett's shape:
 * decide(command, state) → events, evolve(state, event) → state, initialState()), configured per
 * aggregate by its workflow table, its stored event prefix and the top-level keys of the details
 * each correctable section owns (../application.ts). The details are otherwise opaque here: the
 * command handler validates them before it calls decide.
 *
 * Checks run in this order, so that a refusal says the most useful thing first:
 * 1. an applicant acts only on an application of their verified e-mail (forbidden);
 * 2. the workflow table: permission (forbidden), state (conflict), reason and target (invalid);
 * 3. the step's own rules (corrections, transfers, assignment, four-eyes, payment receipt).
 * Expected versions are the event store's business, not the decider's.
 *
 * A return stays with the applicant through any number of corrections (each section saved on its
 * own, in any order); only resubmit sends it back for review, with every field changed since the
 * return. A section the reviewer named but left as it was does not block the resubmission: the
 * reviewer, not the portal, judges whether an answer stands (docs/web-applicant-applications.md).
 *
 * Its commands, events and state are in application-commands.ts, application-events.ts and
 * application-state.ts; comparing and changing details in details-diff.ts; the approval's and the
 * payment's own rules in review-duties.ts.
 */
import { DomainError } from '#src/shared/domain-error';
import { isLocale } from '#src/shared/i18n/locale';
import { ApplicationCodes } from '../rules/codes.js';
import { validateTransferEmail } from '../rules/transfer.js';
import { WorkflowMessages } from './messages.js';
import { applicantMayTake } from './applicant-acts.js';
import { assertClaimable, assertMayActOnAssigned } from './assignment.js';
import { type CommandActor, type WorkflowTable, hasText, isFinal, transition } from './workflow.js';
import type {
  ApplicationCommand,
  ApplicationCommandPayloads,
  ApplicationKind,
  ApplicationStep,
  Details,
  FieldComments,
  Instant,
} from './application-commands.js';
import {
  type ApplicationEvent,
  type ApplicationEventData,
  type ApplicationEventName,
  EVENT_OF_STEP,
  type EventActor,
  type StepData,
  type TransitData,
} from './application-events.js';
import type { ApplicationState, HistoryEntry } from './application-state.js';
import { fourEyesRefusal, receiptOf } from './review-duties.js';
import { certificateToIssue } from './certificate-issue.js';
import { changedPaths, isPlainObject, sameValue, withChanges } from './details-diff.js';
import { RECTIFICATION_REASON_MAX, rectificationOf, withRectification } from './record-rectification.js';

/** The first step recording each event: `assigned` reads back as `assign`, claims included. */
const STEP_OF_EVENT = Object.fromEntries(
  Object.entries(EVENT_OF_STEP)
    .reverse()
    .map(([step, name]) => [name, step]),
) as Record<ApplicationEventName, ApplicationStep>;

export interface ApplicationDeciderConfig<K extends ApplicationKind> {
  readonly prefix: K['prefix'];
  readonly table: WorkflowTable<K['status'], ApplicationStep>;
  /** The top-level keys of the details a correction of the section may change. */
  keysOfSection(section: K['section']): readonly string[];
  /** The sections the applicant may correct in each state an application is returned to. */
  readonly correctableSections: Readonly<Partial<Record<K['status'], readonly K['section'][]>>>;
  /** Checks what submit carries besides the details and returns what its event records. */
  submitExtra(command: ApplicationCommandPayloads<K, Details>['submit']): K['submitExtra'];
  /** Checks what confirm_payment carries and returns what its event records. */
  paymentExtra(command: ApplicationCommandPayloads<K, Details>['confirm_payment']): K['paymentExtra'];
  /** The paths of the details a rectification of the register may change (record-rectification.ts). */
  readonly rectifiable: readonly string[];
}

export interface ApplicationDecider<K extends ApplicationKind> {
  readonly prefix: K['prefix'];
  readonly table: WorkflowTable<K['status'], ApplicationStep>;
  decide<D extends Details>(command: ApplicationCommand<K, D>, state: ApplicationState<K, D>): ApplicationEvent<K, D>[];
  /** Keeps any fields an aggregate adds to the state (the business's UEN). */
  evolve<D extends Details, S extends ApplicationState<K, D>>(state: S, event: ApplicationEvent<K, D>): S;
  initialState<D extends Details>(): ApplicationState<K, D>;
}

function isoInstant(at: Instant, field: string): string {
  const date = at instanceof Date ? at : typeof at === 'string' ? new Date(at) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new DomainError('invalid', { code: 'validation.date', field });
  return date.toISOString();
}

const eventActor = (actor: CommandActor): EventActor =>
  actor.kind === 'applicant' ? { kind: 'applicant', email: actor.email.trim() } : { kind: 'staff', id: actor.id };

const required = (field: string) => new DomainError('invalid', { code: 'validation.required', field });

const fieldsOf = (details: Details | null): Readonly<Record<string, unknown>> => (details ?? {}) as Record<string, unknown>;

export function applicationDecider<K extends ApplicationKind>(config: ApplicationDeciderConfig<K>): ApplicationDecider<K> {
  const { prefix, table, correctableSections } = config;
  type Status = K['status'];

  // A table that returns an application to a state without saying what may be corrected there is a programming error.
  for (const row of table) {
    const correctionState = row.event === 'return_to_applicant' ? row.to : row.event === 'correct' ? row.from : null;
    if (correctionState !== null && !correctableSections[correctionState as Status]?.length) {
      throw new Error(`${prefix}: no correctable sections for state ${correctionState}`);
    }
  }

  /** The sections open in `target` that own the top-level key of some commented path (`contract.goals` → the contract's section). */
  function sectionsNamed(target: Status, comments: FieldComments): string[] {
    const commentedKeys = new Set(Object.keys(comments).map((path) => path.split(/[.[]/)[0]));
    return (correctableSections[target] ?? [])
      .filter((section) => config.keysOfSection(section).some((key) => commentedKeys.has(key)))
      .map(String);
  }

  function event<D extends Details, N extends ApplicationEventName>(name: N, data: ApplicationEventData<K, D>[N]): ApplicationEvent<K, D> {
    return { type: `${prefix}.${name}`, schemaVersion: 1, data } as unknown as ApplicationEvent<K, D>;
  }

  function assertOwnerActs<D extends Details>(command: ApplicationCommand<K, D>, state: ApplicationState<K, D>): void {
    const actor = command.actor;
    if (actor.kind !== 'applicant') return;
    const ownerEmail = state.ownerEmail ?? (command.type === 'submit' ? command.ownerEmail : null);
    if (applicantMayTake(command.type, actor.email, { ownerEmail, pendingTransfer: state.pendingTransfer })) return;
    throw new DomainError('forbidden', { code: WorkflowMessages['application.not-owner'] });
  }

  function decide<D extends Details>(command: ApplicationCommand<K, D>, state: ApplicationState<K, D>): ApplicationEvent<K, D>[] {
    assertOwnerActs(command, state);
    const reason = 'reason' in command ? (command.reason as string | undefined) : undefined;
    const isReturn = command.type === 'return_to_applicant';
    const row = transition(table, state.status, command.type, command.actor, {
      reason,
      fieldComments: isReturn ? command.fieldComments : undefined,
      to: isReturn ? (command as { target?: Status }).target : undefined,
    });
    assertMayActOnAssigned(command.type, command.actor, state.assigneeId);
    const at = isoInstant(command.at, 'at');
    const actor = eventActor(command.actor);
    const transit: TransitData<Status> = { actor, at, from: state.status, to: row.to, reason: hasText(reason) ? reason.trim() : null };
    const pending = state.pendingTransfer;
    // Closing the application ends an open transfer, said explicitly so that readers of the events need no rule to know it.
    const closing =
      row.from !== row.to && isFinal(table, row.to) && pending
        ? [event<D, 'transfer-cancelled'>('transfer-cancelled', { actor, at, newEmail: pending.newEmail, cause: 'application-closed' })]
        : [];

    switch (command.type) {
      case 'submit': {
        if (!hasText(command.ownerEmail)) throw required('owner_email');
        if (!isPlainObject(command.details)) throw new DomainError('invalid', { code: 'validation.object', field: 'details' });
        const submittedAt = isoInstant(command.submittedAt ?? command.at, 'submitted_at');
        const extra = config.submitExtra(command);
        const reference = hasText(command.reference) ? { reference: command.reference.trim() } : {};
        const language = isLocale(command.locale) ? { locale: command.locale } : {};
        const data = {
          ...transit,
          ownerEmail: command.ownerEmail.trim(),
          details: command.details,
          submittedAt,
          ...reference,
          ...language,
          ...extra,
        };
        return [event<D, 'submitted'>('submitted', data as ApplicationEventData<K, D>['submitted'])];
      }
      case 'start_legal_check':
        return [event<D, 'legal-check-started'>('legal-check-started', transit)];
      case 'return_to_applicant': {
        const comments = Object.entries(command.fieldComments ?? {});
        for (const [path, comment] of comments) if (!hasText(path) || !hasText(comment)) throw required(`field_comments.${path}`);
        const fieldComments = Object.fromEntries(comments.map(([path, comment]) => [path.trim(), comment.trim()]));
        return [event<D, 'returned-to-applicant'>('returned-to-applicant', { ...transit, reason: transit.reason!, fieldComments })];
      }
      case 'correct': {
        const correction = state.openCorrection;
        const open = correction ? (correctableSections[correction.target] ?? []) : [];
        if (!open.includes(command.section)) {
          throw new DomainError('invalid', {
            code: WorkflowMessages['correction.section-not-open'],
            field: 'section',
            params: { section: String(command.section) },
          });
        }
        if (!isPlainObject(command.changes)) throw new DomainError('invalid', { code: 'validation.object', field: 'changes' });
        const owned = new Set(config.keysOfSection(command.section));
        const outside = Object.keys(command.changes)
          .filter((key) => !owned.has(key))
          .sort();
        if (outside.length) {
          throw new DomainError(
            'invalid',
            outside.map((key) => ({
              code: ApplicationCodes.correctionSectionLocked,
              field: key,
              params: { sections: [String(command.section)] },
            })),
          );
        }
        const current = fieldsOf(state.details);
        // `null` removes an answer (an optional one: the shape check refuses a required one); removing an absent answer changes nothing.
        const changed = Object.entries(command.changes).filter(([key, value]) =>
          value === undefined
            ? false
            : value === null
              ? Object.hasOwn(current, key)
              : !(Object.hasOwn(current, key) && sameValue(current[key], value)),
        );
        if (changed.length === 0) throw new DomainError('invalid', { code: WorkflowMessages['correction.no-changes'], field: 'changes' });
        const previous = Object.fromEntries(changed.filter(([key]) => Object.hasOwn(current, key)).map(([key]) => [key, current[key]]));
        return [
          event<D, 'corrected'>('corrected', { actor, at, section: command.section, changes: Object.fromEntries(changed), previous }),
        ];
      }
      case 'resubmit': {
        const current = fieldsOf(state.details);
        const originals = state.openCorrection?.originals ?? {};
        const changedFields = Object.entries(originals)
          .flatMap(([key, original]) => changedPaths(original, current[key], key))
          .sort();
        return [event<D, 'resubmitted'>('resubmitted', { ...transit, changedFields })];
      }
      case 'recommend_approval':
        return [event<D, 'recommended-for-approval'>('recommended-for-approval', transit)];
      case 'approve': {
        const refusal = fourEyesRefusal(state.history, command.actor);
        if (refusal) throw new DomainError('forbidden', refusal);
        return [event<D, 'approved'>('approved', transit)];
      }
      case 'confirm_payment': {
        const receipt = receiptOf(command, at, state.history.findLast((entry) => entry.event === 'approve')?.at);
        return [
          event<D, 'payment-confirmed'>('payment-confirmed', {
            ...transit,
            ...receipt,
            ...config.paymentExtra(command),
          } as ApplicationEventData<K, D>['payment-confirmed']),
        ];
      }
      case 'reject':
        return [event<D, 'rejected'>('rejected', { ...transit, reason: transit.reason! }), ...closing];
      case 'terminate':
        return [event<D, 'terminated'>('terminated', { ...transit, reason: transit.reason! }), ...closing];
      case 'assign': {
        if (command.assigneeId !== null && !hasText(command.assigneeId)) throw required('assignee_id');
        const assigneeId = command.assigneeId === null ? null : command.assigneeId.trim();
        return [event<D, 'assigned'>('assigned', { actor, at, assigneeId, previousAssigneeId: state.assigneeId })];
      }
      case 'claim':
        assertClaimable(state.assigneeId);
        return [
          event<D, 'assigned'>('assigned', { actor, at, assigneeId: actor.kind === 'staff' ? actor.id : null, previousAssigneeId: null }),
        ];
      case 'request_transfer': {
        if (!hasText(command.newEmail)) throw required('new_email');
        const currentEmail = state.ownerEmail!;
        const problems = validateTransferEmail(command.newEmail, currentEmail);
        if (problems.length) throw new DomainError('invalid', problems);
        const newEmail = command.newEmail.trim();
        return [event<D, 'transfer-requested'>('transfer-requested', { actor, at, currentEmail, newEmail })];
      }
      case 'confirm_transfer': {
        const approvalDocuments = Array.isArray(command.approvalDocuments) ? command.approvalDocuments.filter(hasText) : [];
        if (!approvalDocuments.length) throw required('approvalDocuments');
        if (!pending) throw new DomainError('conflict', { code: WorkflowMessages['transfer.not-pending'] });
        return [
          event<D, 'transfer-confirmed'>('transfer-confirmed', {
            actor,
            at,
            previousEmail: state.ownerEmail!,
            newEmail: pending.newEmail,
            approvalDocuments,
          }),
        ];
      }
      case 'cancel_transfer':
        if (!pending) throw new DomainError('conflict', { code: WorkflowMessages['transfer.not-pending'] });
        return [event<D, 'transfer-cancelled'>('transfer-cancelled', { actor, at, newEmail: pending.newEmail, cause: 'withdrawn' })];
      case 'issue_certificate':
        return [
          event<D, 'certificate-issued'>('certificate-issued', {
            actor,
            at,
            ...certificateToIssue(command, state.history, state.certificates),
          }),
        ];
      case 'rectify': {
        // The table wants a reason; its bound is the domain's, not only the edge's.
        if (transit.reason!.length > RECTIFICATION_REASON_MAX)
          throw new DomainError('invalid', { code: 'validation.text-max', field: 'reason', params: { max: RECTIFICATION_REASON_MAX } });
        const { changes, previous } = rectificationOf(command.patch, config.rectifiable, fieldsOf(state.details));
        return [event<D, 'record-rectified'>('record-rectified', { actor, at, reason: transit.reason!, changes, previous })];
      }
    }
  }

  function evolve<D extends Details, S extends ApplicationState<K, D>>(state: S, stored: ApplicationEvent<K, D>): S {
    if (!stored.type.startsWith(`${prefix}.`)) return state;
    const name = stored.type.slice(prefix.length + 1) as ApplicationEventName;
    const step = STEP_OF_EVENT[name];
    // An event this version does not know changes nothing it knows about.
    if (!step) return state;
    const data = stored.data as StepData & Partial<TransitData<Status>>;
    const to: Status = data.to ?? state.status!;
    const entry: HistoryEntry<Status> = {
      event: step,
      from: data.to === undefined ? state.status : (data.from ?? null),
      to,
      actor: data.actor,
      at: data.at,
      reason:
        data.reason ??
        (name === 'transfer-cancelled' && (data as { cause?: string }).cause === 'application-closed' ? 'application-closed' : null),
    };
    let next: S = { ...state, status: to, history: [...state.history, entry] };
    // A correction lasts while the application stays in the state it was returned to.
    if (next.openCorrection && to !== next.openCorrection.target) next = { ...next, openCorrection: null };

    switch (name) {
      case 'submitted': {
        const d = stored.data as ApplicationEventData<K, D>['submitted'];
        return { ...next, ownerEmail: d.ownerEmail, reference: d.reference ?? null, details: d.details };
      }
      case 'returned-to-applicant': {
        const d = stored.data as ApplicationEventData<K, D>['returned-to-applicant'];
        return {
          ...next,
          openCorrection: {
            target: d.to,
            reason: d.reason,
            fieldComments: d.fieldComments,
            returnedAt: d.at,
            originals: {},
            namedSections: sectionsNamed(d.to, d.fieldComments),
            correctedSections: [],
          },
        };
      }
      case 'corrected': {
        const d = stored.data as ApplicationEventData<K, D>['corrected'];
        const details = withChanges(fieldsOf(state.details), d.changes) as D;
        const correction = next.openCorrection;
        if (!correction) return { ...next, details };
        // Only the first correction of a key since the return knows its value at the return.
        const firstSeen = Object.keys(d.changes)
          .filter((key) => !Object.hasOwn(correction.originals, key))
          .map((key) => [key, Object.hasOwn(d.previous, key) ? d.previous[key] : undefined]);
        const section = String(d.section);
        const correctedSections = correction.correctedSections.includes(section)
          ? correction.correctedSections
          : [...correction.correctedSections, section];
        return {
          ...next,
          details,
          openCorrection: { ...correction, originals: { ...correction.originals, ...Object.fromEntries(firstSeen) }, correctedSections },
        };
      }
      case 'record-rectified': {
        const d = stored.data as ApplicationEventData<K, D>['record-rectified'];
        return { ...next, details: withRectification(fieldsOf(state.details), d.changes) as D };
      }
      case 'assigned':
        return { ...next, assigneeId: (stored.data as ApplicationEventData<K, D>['assigned']).assigneeId };
      case 'transfer-requested': {
        const d = stored.data as ApplicationEventData<K, D>['transfer-requested'];
        return { ...next, pendingTransfer: { newEmail: d.newEmail, requestedAt: d.at } };
      }
      case 'transfer-confirmed': {
        const { newEmail, approvalDocuments = [] } = stored.data as ApplicationEventData<K, D>['transfer-confirmed'];
        // The payloads carry the owner's e-mail too (`email`), which only a transfer changes.
        const details = typeof fieldsOf(next.details).email === 'string' ? ({ ...next.details, email: newEmail } as D) : next.details;
        return {
          ...next,
          ownerEmail: newEmail,
          details,
          pendingTransfer: null,
          transferDocuments: [...next.transferDocuments, ...approvalDocuments],
          formerOwners: next.ownerEmail ? [...next.formerOwners, next.ownerEmail] : next.formerOwners,
        };
      }
      case 'transfer-cancelled':
        return { ...next, pendingTransfer: null };
      case 'certificate-issued': {
        const d = stored.data as ApplicationEventData<K, D>['certificate-issued'];
        const issued = {
          id: d.certificateId,
          number: d.number,
          registerNumber: d.registerNumber,
          sequence: d.sequence,
          issuedAt: d.at,
          issuedBy: d.actor,
          supersedes: d.supersedes,
        };
        return { ...next, certificates: [...(state.certificates ?? []), issued] };
      }
      default:
        return next;
    }
  }

  function initialState<D extends Details>(): ApplicationState<K, D> {
    return {
      status: null,
      ownerEmail: null,
      reference: null,
      details: null,
      pendingTransfer: null,
      openCorrection: null,
      assigneeId: null,
      transferDocuments: [],
      formerOwners: [],
      history: [],
      certificates: [],
    };
  }

  return { prefix, table, decide, evolve, initialState };
}
