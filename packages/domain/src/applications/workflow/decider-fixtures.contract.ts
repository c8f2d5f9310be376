/**
 * What the application deciders' tests share (trade name, business, trademark): actors, a clock,
 * builders of stored events for the "given" part, the deciders seen loosely, refusals as clients
 * see them, and a valid payload per step. The suites every decider must pass call these:
 * workflow-rows.contract.ts, ownership-and-transfers.contract.ts, reference-model.contract.ts.
 */
import { DomainError } from '#src/shared/domain-error';
import '#src/shared/i18n/common-messages';
import { PERMISSIONS, type Permission } from '#src/identity/permissions';
import type { ApplicationStep } from './application-commands.js';
import type { Actor, CommandActor } from './workflow.js';

export const OWNER = 'owner@example.org';
export const T0 = '2026-03-01T08:00:00.000Z';
/** A moment `minutes` after T0, as events store it. */
export const minutesLater = (minutes: number): string => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

export const applicant = (email: string = OWNER): CommandActor => ({ kind: 'applicant', email });
export const staff = (...permissions: Permission[]): CommandActor => ({
  kind: 'staff',
  id: `staff-${permissions.join('+') || 'none'}`,
  permissions,
});
/** Staff holding every permission but the given ones. */
export const staffWithout = (...missing: string[]): CommandActor => staff(...PERMISSIONS.filter((p) => !missing.includes(p)));
export const commandActorFor = (actor: Actor): CommandActor => (actor === 'applicant' ? applicant() : staff(actor));

export interface StoredLike {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: object;
}
export interface StateLike {
  readonly status: string | null;
  readonly ownerEmail: string | null;
  readonly pendingTransfer: { readonly newEmail: string } | null;
  readonly assigneeId: string | null;
  readonly formerOwners?: readonly string[];
}
/** The aggregate's functions, seen loosely so that one suite serves all three. */
export interface DeciderUnderTest {
  decide(command: never, state: never): readonly StoredLike[];
  evolve(state: never, event: never): unknown;
  initialState(): unknown;
}

/** The decider's functions with the loose types the suites use. */
export function loosely(decider: DeciderUnderTest) {
  const d = decider as unknown as {
    decide(command: Record<string, unknown>, state: StateLike): StoredLike[];
    evolve(state: StateLike, event: StoredLike): StateLike;
    initialState(): StateLike;
  };
  const fold = (events: readonly StoredLike[], from: StateLike = d.initialState()) => events.reduce((s, e) => d.evolve(s, e), from);
  return { ...d, fold };
}

export interface Refusal {
  kind: string;
  code: string;
  field?: string;
  params?: unknown;
}
/** The DomainError `run` throws, reduced to what clients see; null when it throws nothing. */
export function refusalOf(run: () => unknown): Refusal | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const [problem] = error.problems;
    return {
      kind: error.kind,
      code: problem!.code,
      ...(problem!.field ? { field: problem!.field } : {}),
      ...(problem!.params ? { params: problem!.params } : {}),
    };
  }
}

/** Builders of stored events, for the "given" part of a test. */
export function storedEvents(prefix: string) {
  const ev = (name: string, data: object): StoredLike => ({ type: `${prefix}.${name}`, schemaVersion: 1, data });
  const staffActor = (id: string) => ({ kind: 'staff', id });
  let clock = 0;
  const next = () => minutesLater(++clock);
  return {
    submitted: (details: Record<string, unknown>, extra: Record<string, unknown> = {}, ownerEmail = OWNER) =>
      ev('submitted', {
        actor: { kind: 'applicant', email: ownerEmail },
        at: T0,
        from: null,
        to: 'submitted',
        reason: null,
        ownerEmail,
        details,
        submittedAt: T0,
        ...extra,
      }),
    /** Any step that moves between states; `name` is the stored name after the prefix. */
    moved: (
      name: string,
      from: string,
      to: string,
      extra: Record<string, unknown> = {},
      actor: Record<string, unknown> = staffActor('staff-1'),
    ) => ev(name, { actor, at: next(), from, to, reason: null, ...extra }),
    returned: (to: string, reason = 'Documents missing', fieldComments: Record<string, string> = {}) =>
      ev('returned-to-applicant', { actor: staffActor('reviewer-1'), at: next(), from: 'legal_checking', to, reason, fieldComments }),
    corrected: (section: string, changes: Record<string, unknown>, previous: Record<string, unknown>) =>
      ev('corrected', { actor: { kind: 'applicant', email: OWNER }, at: next(), section, changes, previous }),
    resubmitted: (from: string, changedFields: string[]) =>
      ev('resubmitted', { actor: { kind: 'applicant', email: OWNER }, at: next(), from, to: 'submitted', reason: null, changedFields }),
    transferRequested: (newEmail: string, currentEmail = OWNER) =>
      ev('transfer-requested', { actor: { kind: 'applicant', email: currentEmail }, at: next(), currentEmail, newEmail }),
    transferConfirmed: (newEmail: string, previousEmail = OWNER) =>
      ev('transfer-confirmed', { actor: { kind: 'applicant', email: newEmail }, at: next(), previousEmail, newEmail }),
    assigned: (assigneeId: string | null, previousAssigneeId: string | null = null) =>
      ev('assigned', { actor: staffActor('director-1'), at: next(), assigneeId, previousAssigneeId }),
  };
}

/** A valid payload for each step, unless the row brings its own. */
export const DEFAULT_PAYLOADS: Partial<Record<ApplicationStep, Record<string, unknown>>> = {
  return_to_applicant: { reason: 'Documents missing', fieldComments: {} },
  reject: { reason: 'Not eligible' },
  terminate: { reason: 'Licence withdrawn' },
  assign: { assigneeId: 'reviewer-7' },
  request_transfer: { newEmail: 'new@example.org' },
  confirm_transfer: { approvalDocuments: ['approval-1'] },
  confirm_payment: { receiptNumber: 'R-2026/0001', receiptDate: T0.slice(0, 10) },
  issue_certificate: { certificateId: 'c0ffee00-0000-4000-8000-000000000001', registerNumber: 'TN-2026-000001' },
};
