/**
 * What trade-name, business and trademark applications share: commands, events, state and one
 * decider (emmett's shape: decide(command, state) → events, evolve(state, event) → state,
 * initialState()), configured per aggregate by its workflow table, its stored event prefix and
 * the top-level keys of the details each correctable section owns (../application.ts). The
 * details are otherwise opaque here: the command handler validates them before it calls decide.
 *
 * Checks run in this order, so that a refusal says the most useful thing first:
 * 1. an applicant acts only on an application of their verified e-mail (forbidden);
 * 2. the workflow table: permission (forbidden), state (conflict), reason and target (invalid);
 * 3. the step's own rules (corrections, transfers, assignment, four-eyes, payment receipt).
 * Expected versions are the event store's business, not the decider's.
 */
import { DomainError, type FieldProblem } from '#src/shared/domain-error';
import { registryToday } from '#src/reference/civil-registry/rules';
import { ApplicationCodes } from '../rules/codes.js';
import { checkDate } from '../rules/dates.js';
import { validateTransferEmail } from '../rules/transfer.js';
import { WorkflowMessages } from './messages.js';
import { assertClaimable, assertMayActOnAssigned } from './assignment.js';
import { type CommandActor, type WorkflowTable, hasText, isFinal, transition } from './workflow.js';

/** The application payload (../application.ts); `object`, not a record type, so that its interfaces fit. */
export type Details = object;
/** A point in time from the caller's clock; events store it as an ISO string. */
export type Instant = Date | string;
/** Reviewer's comment per field path (`trade_name.name`, `partners[1].upn`). */
export type FieldComments = Readonly<Record<string, string>>;
/** The extras of an aggregate that adds nothing to a step. */
export type NoExtra = Record<never, never>;
export const noExtra = (): NoExtra => ({});

/** The steps of every application workflow; a command's `type` is the step's name. */
export const APPLICATION_STEPS = [
  'submit',
  'start_legal_check',
  'return_to_applicant',
  'correct',
  'resubmit',
  'recommend_approval',
  'approve',
  'confirm_payment',
  'reject',
  'terminate',
  'assign',
  'claim',
  'request_transfer',
  'confirm_transfer',
  'cancel_transfer',
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** The differences between aggregates, as types. */
export interface ApplicationKind {
  /** First part of the stored event names: `trade-name` stores `trade-name.submitted`. */
  readonly prefix: string;
  readonly status: string;
  readonly section: string;
  /** What submit carries besides the details and records apart from them (business: its type). */
  readonly submitExtra: object;
  /** What return_to_applicant carries besides reason and comments (business: the target state). */
  readonly returnExtra: object;
  /** What confirm_payment carries and records (business: the UEN). */
  readonly paymentExtra: object;
}

export type ApplicationCommandPayloads<K extends ApplicationKind, D extends Details> = {
  /** `reference`: the human reference (../reference-number.ts) the caller took from its sequence in the append's transaction. */
  submit: {
    readonly details: D;
    readonly ownerEmail: string;
    readonly submittedAt?: Instant;
    readonly reference?: string;
  } & K['submitExtra'];
  start_legal_check: { readonly reason?: string };
  return_to_applicant: { readonly reason: string; readonly fieldComments?: FieldComments } & K['returnExtra'];
  /** `changes`: new values of top-level keys of the details that the section owns. */
  correct: { readonly section: K['section']; readonly changes: Readonly<Record<string, unknown>> };
  resubmit: NoExtra;
  recommend_approval: { readonly reason?: string };
  approve: { readonly reason?: string };
  /** The cashier's receipt (cash only, spec §9): its number and its date (`YYYY-MM-DD`); no amount. */
  confirm_payment: { readonly reason?: string; readonly receiptNumber: string; readonly receiptDate: string } & K['paymentExtra'];
  reject: { readonly reason: string };
  terminate: { readonly reason: string };
  /** `null` takes the application off anyone's desk. */
  assign: { readonly assigneeId: string | null };
  /** The caller takes an application nobody holds onto their own desk. */
  claim: NoExtra;
  request_transfer: { readonly newEmail: string };
  /**
   * The caller has verified the code sent to the new address. `approvalDocuments`: the uploads
   * approving the transfer (spec §3), at least one, which the edge has checked are the caller's.
   */
  confirm_transfer: { readonly approvalDocuments: readonly string[] };
  cancel_transfer: NoExtra;
};

export type ApplicationCommand<K extends ApplicationKind, D extends Details = Details> = {
  [S in ApplicationStep]: { readonly type: S; readonly at: Instant; readonly actor: CommandActor } & ApplicationCommandPayloads<K, D>[S];
}[ApplicationStep];

/** Who did it, as events keep it (no permissions: those may change later). */
export type EventActor = { readonly kind: 'applicant'; readonly email: string } | { readonly kind: 'staff'; readonly id: string };

export interface StepData {
  readonly actor: EventActor;
  readonly at: string;
}
export interface TransitData<S extends string> extends StepData {
  readonly from: S | null;
  readonly to: S;
  readonly reason: string | null;
}

export type ApplicationEventData<K extends ApplicationKind, D extends Details> = {
  /** `reference`: absent from submissions before issue 23 (their references are in the API's `application_references`, by migration). */
  submitted: TransitData<K['status']> & {
    readonly ownerEmail: string;
    readonly details: D;
    readonly submittedAt: string;
    readonly reference?: string;
  } & K['submitExtra'];
  'legal-check-started': TransitData<K['status']>;
  'returned-to-applicant': TransitData<K['status']> & { readonly reason: string; readonly fieldComments: FieldComments };
  /** `changes` holds only keys whose value changed; `previous` their earlier values (absent when the key was absent). */
  corrected: StepData & {
    readonly section: K['section'];
    readonly changes: Readonly<Record<string, unknown>>;
    readonly previous: Readonly<Record<string, unknown>>;
  };
  /** `changedFields`: paths (`company.capital`, `shareholders[1].upn`) whose value differs from the one at the return; a change undone does not count. */
  resubmitted: TransitData<K['status']> & { readonly changedFields: readonly string[] };
  'recommended-for-approval': TransitData<K['status']>;
  approved: TransitData<K['status']>;
  /** The receipt is absent from payments confirmed before receipts were recorded (issue 22). */
  'payment-confirmed': TransitData<K['status']> & K['paymentExtra'] & { readonly receiptNumber?: string; readonly receiptDate?: string };
  rejected: TransitData<K['status']> & { readonly reason: string };
  terminated: TransitData<K['status']> & { readonly reason: string };
  assigned: StepData & { readonly assigneeId: string | null; readonly previousAssigneeId: string | null };
  'transfer-requested': StepData & { readonly currentEmail: string; readonly newEmail: string };
  /** `approvalDocuments`: upload ids; absent from transfers confirmed before documents were asked for. */
  'transfer-confirmed': StepData & {
    readonly previousEmail: string;
    readonly newEmail: string;
    readonly approvalDocuments?: readonly string[];
  };
  /** `application-closed`: the application was rejected or terminated with a transfer still open. */
  'transfer-cancelled': StepData & { readonly newEmail: string; readonly cause: 'withdrawn' | 'application-closed' };
};
export type ApplicationEventName = keyof ApplicationEventData<ApplicationKind, Details>;

export type ApplicationEvent<K extends ApplicationKind, D extends Details = Details> = {
  [N in ApplicationEventName]: {
    readonly type: `${K['prefix']}.${N}`;
    readonly schemaVersion: 1;
    readonly data: ApplicationEventData<K, D>[N];
  };
}[ApplicationEventName];

/** The stored name (after the prefix) of the event each step records. */
export const EVENT_OF_STEP = {
  submit: 'submitted',
  start_legal_check: 'legal-check-started',
  return_to_applicant: 'returned-to-applicant',
  correct: 'corrected',
  resubmit: 'resubmitted',
  recommend_approval: 'recommended-for-approval',
  approve: 'approved',
  confirm_payment: 'payment-confirmed',
  reject: 'rejected',
  terminate: 'terminated',
  assign: 'assigned',
  /** A claim is an assignment to oneself: the same event, so that every reader of assignments reads claims too. */
  claim: 'assigned',
  request_transfer: 'transfer-requested',
  confirm_transfer: 'transfer-confirmed',
  cancel_transfer: 'transfer-cancelled',
} as const satisfies Record<ApplicationStep, ApplicationEventName>;

/**
 * The stored event types of a kind (`trade-name.approved`), from EVENT_OF_STEP: a kind's events
 * are listed nowhere else, so a new step needs no list of its own per kind. Stored names are
 * never renamed (a new shape gets a new schemaVersion); stored-event-names.spec.ts keeps them.
 */
export function storedEventTypes<K extends ApplicationKind>(prefix: K['prefix']): readonly ApplicationEvent<K>['type'][] {
  return [...new Set(Object.values(EVENT_OF_STEP))].map((name) => `${prefix}.${name}` as ApplicationEvent<K>['type']);
}

/** The first step recording each event: `assigned` reads back as `assign`, claims included. */
const STEP_OF_EVENT = Object.fromEntries(
  Object.entries(EVENT_OF_STEP)
    .reverse()
    .map(([step, name]) => [name, step]),
) as Record<ApplicationEventName, ApplicationStep>;

export interface OpenCorrection<S extends string> {
  /** The state the application was returned to (for a business: which section must be corrected). */
  readonly target: S;
  readonly reason: string;
  readonly fieldComments: FieldComments;
  readonly returnedAt: string;
  /** The value each top-level key corrected since the return had at the return (`undefined`: absent then). */
  readonly originals: Readonly<Record<string, unknown>>;
}

export interface PendingTransfer {
  readonly newEmail: string;
  readonly requestedAt: string;
}

export interface HistoryEntry<S extends string> {
  readonly event: ApplicationStep;
  readonly from: S | null;
  readonly to: S;
  readonly actor: EventActor;
  readonly at: string;
  readonly reason: string | null;
}

export interface ApplicationState<K extends ApplicationKind, D extends Details = Details> {
  /** `null`: not submitted yet. */
  readonly status: K['status'] | null;
  readonly ownerEmail: string | null;
  /** The human reference from the submission (`TN-2026-000123`); null before it, and for a submission that recorded none. */
  readonly reference: string | null;
  readonly details: D | null;
  readonly pendingTransfer: PendingTransfer | null;
  readonly openCorrection: OpenCorrection<K['status']> | null;
  readonly assigneeId: string | null;
  /** Uploads approving the confirmed ownership transfers, oldest first (for the reviewers' documents). */
  readonly transferDocuments: readonly string[];
  readonly history: readonly HistoryEntry<K['status']>[];
}

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
}

export interface ApplicationDecider<K extends ApplicationKind> {
  readonly prefix: K['prefix'];
  readonly table: WorkflowTable<K['status'], ApplicationStep>;
  decide<D extends Details>(command: ApplicationCommand<K, D>, state: ApplicationState<K, D>): ApplicationEvent<K, D>[];
  /** Keeps any fields an aggregate adds to the state (the business's UEN). */
  evolve<D extends Details, S extends ApplicationState<K, D>>(state: S, event: ApplicationEvent<K, D>): S;
  initialState<D extends Details>(): ApplicationState<K, D>;
}

export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Structural equality of JSON-like values (what details hold). */
/** The details with a correction's changes in place: a new value replaces the old one, `null` removes the key. */
export function withChanges(
  details: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...details, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === null) delete next[key];
  return next;
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((k) => Object.hasOwn(right, k) && sameValue(left[k], right[k]));
}

/**
 * Paths at and below `path` where `after` differs from `before`: `company.capital`,
 * `shareholders[1].upn`; a list that grew or shrank is one change of the list.
 */
export function changedPaths(before: unknown, after: unknown, path: string): string[] {
  if (sameValue(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], `${path}.${key}`));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, i) => changedPaths(item, after[i], `${path}[${i}]`));
  return [path];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function isoInstant(at: Instant, field: string): string {
  const date = at instanceof Date ? at : typeof at === 'string' ? new Date(at) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new DomainError('invalid', { code: 'validation.date', field });
  return date.toISOString();
}

const eventActor = (actor: CommandActor): EventActor =>
  actor.kind === 'applicant' ? { kind: 'applicant', email: actor.email.trim() } : { kind: 'staff', id: actor.id };

const required = (field: string) => new DomainError('invalid', { code: 'validation.required', field });

/** A receipt number as the cashier's book prints it. */
const RECEIPT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,39}$/;

/** The region's calendar day of an instant (receipts are dated in Asia/Baghdad). */
const dayOf = (instant: string): string => registryToday(new Date(instant));

/** Who recommended the application last (the recommendation an approval follows), if staff did. */
export function recommenderOf(history: readonly Pick<HistoryEntry<string>, 'event' | 'actor'>[]): string | null {
  const last = history.findLast((entry) => entry.event === 'recommend_approval');
  return last?.actor.kind === 'staff' ? last.actor.id : null;
}

/**
 * Four-eyes (issue 22 §4): whoever recommended an application cannot approve it, whatever roles
 * they hold. Null when `actor` may approve as far as this rule goes (the table decides the rest).
 */
export function fourEyesRefusal(
  history: readonly Pick<HistoryEntry<string>, 'event' | 'actor'>[],
  actor: CommandActor,
): FieldProblem | null {
  if (actor.kind !== 'staff') return null;
  return recommenderOf(history) === actor.id ? { code: WorkflowMessages['workflow.four-eyes'] } : null;
}

/** The receipt a confirmed payment records: a number and a date, not after today nor before the approval. */
function receiptOf(
  command: { receiptNumber?: unknown; receiptDate?: unknown },
  at: string,
  approvedAt: string | undefined,
): { receiptNumber: string; receiptDate: string } {
  const problems: FieldProblem[] = [];
  const receiptNumber = typeof command.receiptNumber === 'string' ? command.receiptNumber.trim() : '';
  if (!receiptNumber) problems.push({ code: 'validation.required', field: 'receiptNumber' });
  else if (!RECEIPT_NUMBER.test(receiptNumber)) problems.push({ code: WorkflowMessages['payment.receipt-number'], field: 'receiptNumber' });
  const receiptDate = typeof command.receiptDate === 'string' ? command.receiptDate.trim() : '';
  if (!receiptDate) problems.push({ code: 'validation.required', field: 'receiptDate' });
  else
    problems.push(...checkDate(receiptDate, 'receiptDate', dayOf(at), { notFuture: true, notBefore: [approvedAt && dayOf(approvedAt)] }));
  if (problems.length) throw new DomainError('invalid', problems);
  return { receiptNumber, receiptDate };
}

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

  function event<D extends Details, N extends ApplicationEventName>(name: N, data: ApplicationEventData<K, D>[N]): ApplicationEvent<K, D> {
    return { type: `${prefix}.${name}`, schemaVersion: 1, data } as unknown as ApplicationEvent<K, D>;
  }

  function assertOwnerActs<D extends Details>(command: ApplicationCommand<K, D>, state: ApplicationState<K, D>): void {
    const actor = command.actor;
    if (actor.kind !== 'applicant') return;
    const owner = state.ownerEmail ?? (command.type === 'submit' ? command.ownerEmail : null);
    // Nothing to own yet: the workflow refuses whatever cannot happen before submission.
    if (owner === null || sameEmail(actor.email, owner)) return;
    // The holder of the new address confirms (with the code sent there) or declines the transfer.
    const recipient = state.pendingTransfer?.newEmail;
    if ((command.type === 'confirm_transfer' || command.type === 'cancel_transfer') && recipient && sameEmail(actor.email, recipient))
      return;
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
        const data = { ...transit, ownerEmail: command.ownerEmail.trim(), details: command.details, submittedAt, ...reference, ...extra };
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
          openCorrection: { target: d.to, reason: d.reason, fieldComments: d.fieldComments, returnedAt: d.at, originals: {} },
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
        return {
          ...next,
          details,
          openCorrection: { ...correction, originals: { ...correction.originals, ...Object.fromEntries(firstSeen) } },
        };
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
        };
      }
      case 'transfer-cancelled':
        return { ...next, pendingTransfer: null };
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
      history: [],
    };
  }

  return { prefix, table, decide, evolve, initialState };
}

/** Folds a stream into its state (the command handler's and the tests' reading of history). */
export function foldEvents<S, E>(evolve: (state: S, event: E) => S, initial: S, events: readonly E[]): S {
  return events.reduce(evolve, initial);
}
