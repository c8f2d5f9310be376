/**
 * What every application decider (trade name, business, trademark) must do, as jest suites that
 * each aggregate's specs call with their own expectations, written by hand and not read from the
 * aggregate's table:
 * - describeWorkflowRows: given the events that lead to a state, when a step is taken, then the
 *   expected event and state; refused for an actor without the permission and in a wrong state;
 *   and the table has exactly the rows the spec lists.
 * - describeAgreementWithReferenceModel: random sequences of commands against the decider and
 *   against a tiny reference state machine; both must accept and refuse alike and end alike.
 */
import fc from 'fast-check';
import { DomainError } from '#src/shared/domain-error';
import '#src/shared/i18n/common-messages';
import { PERMISSIONS, type Permission } from '#src/identity/permissions';
import { APPLICATION_STEPS, type ApplicationStep } from './application-decider.js';
import type { Actor, CommandActor, WorkflowTable } from './workflow.js';

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

/** One row the spec expects, in the table's own terms; `given` adds events after the path to `from`. */
export interface ExpectedRow<S extends string> {
  readonly from: S | null;
  readonly step: ApplicationStep;
  readonly to: S;
  readonly actors: readonly Actor[];
  /** Stored name of the first event. */
  readonly records: string;
  readonly payload?: Record<string, unknown>;
  readonly given?: readonly StoredLike[];
}

/** A valid payload for each step, unless the row brings its own. */
const DEFAULT_PAYLOADS: Partial<Record<ApplicationStep, Record<string, unknown>>> = {
  return_to_applicant: { reason: 'Documents missing', fieldComments: {} },
  reject: { reason: 'Not eligible' },
  terminate: { reason: 'Licence withdrawn' },
  assign: { assigneeId: 'reviewer-7' },
  request_transfer: { newEmail: 'new@example.org' },
  confirm_transfer: { approvalDocuments: ['approval-1'] },
  confirm_payment: { receiptNumber: 'R-2026/0001', receiptDate: T0.slice(0, 10) },
};

export interface WorkflowRowsSuite<S extends string> {
  readonly decider: DeciderUnderTest;
  readonly table: WorkflowTable<S, ApplicationStep>;
  /** Events that lead to each state. */
  readonly pathTo: (state: S) => readonly StoredLike[];
  readonly rows: readonly ExpectedRow<S>[];
  readonly states: readonly S[];
}

export function describeWorkflowRows<S extends string>(name: string, suite: WorkflowRowsSuite<S>): void {
  const d = loosely(suite.decider);
  const history = (row: ExpectedRow<S>) => [...(row.from === null ? [] : suite.pathTo(row.from)), ...(row.given ?? [])];
  const command = (row: ExpectedRow<S>, actor: CommandActor) => ({
    type: row.step,
    at: minutesLater(500),
    actor,
    ...DEFAULT_PAYLOADS[row.step],
    ...row.payload,
  });
  const label = (row: ExpectedRow<S>) => `${row.from ?? '(none)'} -${row.step}→ ${row.to}`;
  const whoEver = (step: ApplicationStep) => new Set(suite.rows.filter((r) => r.step === step).flatMap((r) => r.actors));

  describe(`${name} workflow rows`, () => {
    it('the table holds exactly the rows this spec expects', () => {
      const key = (r: { from: string | null; event?: string; step?: string; to: string; actors: readonly string[] }) =>
        `${r.from ?? '(none)'} -${r.event ?? r.step}[${[...r.actors].sort().join(',')}]→ ${r.to}`;
      expect(suite.table.map(key).sort()).toEqual(suite.rows.map(key).sort());
    });

    describe.each(suite.rows.map((row) => [label(row), row] as const))('%s', (_, row) => {
      it.each(row.actors.map((a) => [a]))('given the path there, when %s takes it, then it is recorded and the state follows', (actor) => {
        const state = d.fold(history(row));
        const events = d.decide(command(row, commandActorFor(actor)), state);
        expect(events[0]).toMatchObject({ type: row.records, schemaVersion: 1 });
        expect(d.fold(events, state).status).toBe(row.to);
      });

      it('when an actor without the permission takes it, then forbidden', () => {
        const allowed = whoEver(row.step);
        const outsiders: CommandActor[] = allowed.has('applicant') ? [staffWithout()] : [staffWithout(...allowed), applicant()];
        for (const outsider of outsiders) {
          expect(refusalOf(() => d.decide(command(row, outsider), d.fold(history(row))))).toMatchObject({
            kind: 'forbidden',
            code: 'workflow.not-permitted',
          });
        }
      });

      it('when taken in a state it does not leave, then conflict', () => {
        const wrong = [null, ...suite.states].find((s) => !suite.rows.some((r) => r.step === row.step && r.from === s));
        if (wrong === undefined) throw new Error(`${row.step} is allowed everywhere; no wrong state to try`);
        const state = wrong === null ? d.initialState() : d.fold(suite.pathTo(wrong));
        expect(refusalOf(() => d.decide(command(row, commandActorFor(row.actors[0]!)), state))).toMatchObject({
          kind: 'conflict',
          code: 'workflow.not-allowed-in-state',
          params: { event: row.step, state: wrong ?? 'none' },
        });
      });
    });
  });
}

/** A step of the reference machine; `to` as a list: the command's target picks one. */
export interface ReferenceStep<S extends string> {
  readonly to: S | readonly S[];
  readonly who: readonly Actor[];
  readonly reason?: true;
}

export interface ReferenceModel<S extends string> {
  /** `none`: before submission. */
  readonly steps: Readonly<Record<S | 'none', Partial<Record<ApplicationStep, ReferenceStep<S>>>>>;
  /** The sections the applicant may correct in each state an application is returned to. */
  readonly correctable: Readonly<Partial<Record<S, readonly string[]>>>;
  /** Some top-level keys of the details each section owns (no key in two sections). */
  readonly keysOf: Readonly<Record<string, readonly string[]>>;
}

/** A key of the details no correction may change: the owner's e-mail changes only by a transfer. */
const LOCKED_KEY = 'email';

export interface AgreementSuite<S extends string> {
  readonly decider: DeciderUnderTest;
  readonly model: ReferenceModel<S>;
  /** What submit carries beyond details and e-mail (business: its type). */
  readonly submitExtra?: Record<string, unknown>;
  /** The targets a return may name (business); none: a return names no target. */
  readonly returnTargets?: readonly S[];
  /** What confirm_payment carries for the n-th command (business: a UEN). */
  readonly paymentExtra?: (n: number) => Record<string, unknown>;
  /** Further checks after an accepted command. */
  readonly afterAccepted?: (command: Record<string, unknown>, state: StateLike) => void;
  readonly runs?: number;
  readonly seed?: number;
}

const ACTOR_KINDS = ['owner', 'owner-in-capitals', 'recipient', 'first-owner', 'stranger', 'staff-all', 'staff-some'] as const;
const REASONS = [undefined, '', '   ', 'The file is incomplete.'] as const;
const NEW_EMAILS = ['new@example.org', 'other@example.org', 'owner-again'] as const;

interface ModelState<S extends string> {
  status: S | 'none';
  owner: string | null;
  pending: string | null;
  assignee: string | null;
  /** The staff member who recommended last: four-eyes keeps them from approving. */
  recommender: string | null;
  /** Keys corrected since the last return (corrections always bring fresh values). */
  corrected: Set<string>;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const blank = (s: string | undefined) => s === undefined || s.trim() === '';

export function describeAgreementWithReferenceModel<S extends string>(name: string, suite: AgreementSuite<S>): void {
  const d = loosely(suite.decider);
  const { steps, correctable, keysOf } = suite.model;
  const sections = Object.keys(keysOf);
  const allKeys = [...Object.values(keysOf).flat(), LOCKED_KEY];
  const statuses = Object.keys(steps) as (S | 'none')[];

  const step = fc.record({
    // Mostly steps the reference allows, so that runs reach the far states; the rest are anything.
    guided: fc.integer({ min: 0, max: 9 }).map((n) => n < 8),
    pick: fc.nat(),
    actorKind: fc.constantFrom(...ACTOR_KINDS),
    permissions: fc.subarray([...PERMISSIONS]),
    reason: fc.constantFrom(...REASONS),
    newEmail: fc.constantFrom(...NEW_EMAILS),
    key: fc.nat(),
    /** Sometimes a key the section does not own. */
    foreignKey: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    section: fc.nat(),
    target: fc.nat(),
  });
  type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

  /** The reference's verdict: a refusal, or the next model state (and what resubmission must report). */
  function reference(
    m: ModelState<S>,
    kind: ApplicationStep,
    actor: CommandActor,
    c: Record<string, unknown>,
  ): Refusal | { next: ModelState<S>; changedFields?: string[] } {
    if (actor.kind === 'applicant') {
      const owner = m.owner ?? (kind === 'submit' ? (c.ownerEmail as string) : null);
      const recipient = (kind === 'confirm_transfer' || kind === 'cancel_transfer') && m.pending !== null && same(actor.email, m.pending);
      if (owner !== null && !same(actor.email, owner) && !recipient) return { kind: 'forbidden', code: 'application.not-owner' };
    }
    const can = (who: readonly Actor[]) =>
      who.some((w) => (actor.kind === 'applicant' ? w === 'applicant' : actor.permissions.includes(w)));
    // A step of the shared core that this kind's workflow never takes is not one of its events.
    if (!statuses.some((s) => steps[s][kind])) return { kind: 'not-found', code: 'workflow.unknown-event' };
    if (!statuses.some((s) => steps[s][kind] && can(steps[s][kind]!.who))) return { kind: 'forbidden', code: 'workflow.not-permitted' };
    const entry = steps[m.status][kind];
    if (!entry) return { kind: 'conflict', code: 'workflow.not-allowed-in-state' };
    if (!can(entry.who)) return { kind: 'forbidden', code: 'workflow.not-permitted' };
    let to: S;
    if (typeof entry.to === 'string') to = entry.to;
    else if (entry.to.includes(c.target as S)) to = c.target as S;
    else return { kind: 'invalid', code: 'workflow.target-required' };
    if (entry.reason && blank(c.reason as string | undefined)) return { kind: 'invalid', code: 'workflow.reason-required' };
    // Exclusive assignment: another member of staff acts on an assigned application only if they may assign work.
    const offDesk = kind === 'assign' || kind === 'claim' || kind === 'confirm_payment';
    if (
      actor.kind === 'staff' &&
      m.assignee !== null &&
      !offDesk &&
      actor.id !== m.assignee &&
      !actor.permissions.includes('applications.assign')
    ) {
      return { kind: 'forbidden', code: 'application.assigned-to-another' };
    }

    const next: ModelState<S> = { ...m, status: to, corrected: new Set(m.corrected) };
    switch (kind) {
      case 'submit':
        next.owner = c.ownerEmail as string;
        break;
      case 'return_to_applicant':
        next.corrected = new Set();
        break;
      case 'correct':
        if (!(correctable[m.status as S] ?? []).includes(c.section as string))
          return { kind: 'invalid', code: 'correction.section-not-open' };
        for (const key of Object.keys(c.changes as object)) {
          if (!keysOf[c.section as string]!.includes(key)) return { kind: 'invalid', code: 'correction.section-locked' };
          next.corrected.add(key);
        }
        break;
      case 'resubmit':
        return { next, changedFields: [...m.corrected].sort() };
      case 'recommend_approval':
        next.recommender = actor.kind === 'staff' ? actor.id : null;
        break;
      case 'approve':
        if (actor.kind === 'staff' && actor.id === m.recommender) return { kind: 'forbidden', code: 'workflow.four-eyes' };
        break;
      case 'assign':
        next.assignee = c.assigneeId as string | null;
        break;
      case 'claim':
        if (m.assignee !== null) return { kind: 'conflict', code: 'application.already-assigned' };
        next.assignee = actor.kind === 'staff' ? actor.id : null;
        break;
      case 'request_transfer':
        if (same(c.newEmail as string, m.owner!)) return { kind: 'invalid', code: 'transfer.same-email' };
        next.pending = c.newEmail as string;
        break;
      case 'confirm_transfer':
        if (m.pending === null) return { kind: 'conflict', code: 'transfer.not-pending' };
        next.owner = m.pending;
        next.pending = null;
        break;
      case 'cancel_transfer':
        if (m.pending === null) return { kind: 'conflict', code: 'transfer.not-pending' };
        next.pending = null;
        break;
    }
    // Nothing leaves a final state: a transfer still open there is gone.
    if (Object.keys(steps[to]).length === 0) next.pending = null;
    return { next };
  }

  function commandFor(
    m: ModelState<S>,
    s: Step,
    n: number,
  ): { kind: ApplicationStep; actor: CommandActor; command: Record<string, unknown> } {
    const open = Object.entries(steps[m.status]) as [ApplicationStep, ReferenceStep<S>][];
    const guided = s.guided && open.length > 0;
    const [kind, entry] = guided ? open[s.pick % open.length]! : [APPLICATION_STEPS[s.pick % APPLICATION_STEPS.length]!, undefined];
    const owner = m.owner ?? OWNER;
    let actor: CommandActor;
    if (entry) {
      const who = entry.who[s.pick % entry.who.length]!;
      actor = who !== 'applicant' ? staff(who) : m.pending && s.pick % 3 === 0 ? applicant(m.pending) : applicant(owner);
    } else {
      actor = {
        owner: applicant(owner),
        'owner-in-capitals': applicant(owner.toUpperCase()),
        recipient: applicant(m.pending ?? 'new@example.org'),
        'first-owner': applicant(OWNER),
        stranger: applicant('stranger@example.org'),
        'staff-all': staff(...PERMISSIONS),
        'staff-some': staff(...s.permissions),
      }[s.actorKind];
    }
    const openSections = correctable[m.status as S] ?? [];
    const section = guided && openSections.length ? openSections[s.section % openSections.length]! : sections[s.section % sections.length]!;
    const reason = guided && s.pick % 5 !== 0 ? 'Checked.' : s.reason;
    const command: Record<string, unknown> = { type: kind, at: minutesLater(n), actor };
    switch (kind) {
      case 'submit':
        Object.assign(command, {
          ownerEmail: OWNER,
          details: { ...Object.fromEntries(allKeys.map((k) => [k, 'initial'])), email: OWNER },
          ...suite.submitExtra,
        });
        break;
      case 'return_to_applicant':
        Object.assign(command, { reason, fieldComments: { [keysOf[section]![0]!]: 'Spell it as on the licence' } });
        if (suite.returnTargets) command.target = suite.returnTargets[s.target % suite.returnTargets.length];
        break;
      case 'correct':
        {
          const keys = s.foreignKey ? allKeys : keysOf[section]!;
          Object.assign(command, { section, changes: { [keys[s.key % keys.length]!]: `value-${n}` } });
        }
        break;
      case 'confirm_payment':
        Object.assign(command, { reason, ...DEFAULT_PAYLOADS.confirm_payment, ...suite.paymentExtra?.(n) });
        break;
      case 'assign':
        // Now and then the guided reviewer's own id, so that runs go on past an assignment.
        command.assigneeId = s.pick % 4 === 0 ? null : s.pick % 4 === 1 ? 'staff-applications.review' : `reviewer-${s.pick % 3}`;
        break;
      case 'request_transfer':
        command.newEmail = s.newEmail === 'owner-again' ? owner.toUpperCase() : s.newEmail;
        break;
      case 'confirm_transfer':
        command.approvalDocuments = [`approval-${n}`];
        break;
      case 'cancel_transfer':
      case 'resubmit':
        break;
      default:
        command.reason = reason;
    }
    return { kind, actor, command };
  }

  describe(`${name} against a reference state machine`, () => {
    it('accepts and refuses alike, and ends in the same state, over random sequences of commands', () => {
      const visited = new Set<string>();
      const accepted = new Set<string>();
      fc.assert(
        fc.property(fc.array(step, { minLength: 1, maxLength: 80, size: 'max' }), (sequence) => {
          let model: ModelState<S> = {
            status: 'none',
            owner: null,
            pending: null,
            assignee: null,
            recommender: null,
            corrected: new Set(),
          };
          let state = d.initialState();
          sequence.forEach((s, n) => {
            const { kind, actor, command } = commandFor(model, s, n);
            const expected = reference(model, kind, actor, command);
            const refusal = refusalOf(() => d.decide(command, state));
            if ('kind' in expected) {
              expect({ kind, refusal: refusal && { kind: refusal.kind, code: refusal.code } }).toEqual({ kind, refusal: expected });
              return;
            }
            expect({ kind, refusal }).toEqual({ kind, refusal: null });
            const events = d.decide(command, state);
            state = d.fold(events, state);
            model = expected.next;
            accepted.add(kind);
            visited.add(model.status);
            expect(state.status).toBe(model.status);
            expect(state.ownerEmail?.toLowerCase()).toBe(model.owner?.toLowerCase());
            expect(state.pendingTransfer?.newEmail ?? null).toBe(model.pending);
            expect(state.assigneeId).toBe(model.assignee);
            if (expected.changedFields)
              expect((events[0]!.data as { changedFields: unknown }).changedFields).toEqual(expected.changedFields);
            suite.afterAccepted?.(command, state);
          });
        }),
        { numRuns: Number(process.env.PROP_RUNS ?? suite.runs ?? 300), seed: Number(process.env.PROP_SEED ?? suite.seed ?? 20260301) },
      );
      // The runs must have gone everywhere, or agreement proves little.
      expect([...visited].sort()).toEqual(statuses.filter((s) => s !== 'none').sort());
      expect([...accepted].sort()).toEqual([...new Set(statuses.flatMap((s) => Object.keys(steps[s])))].sort());
    });
  });
}

export interface OwnershipSuite<S extends string> {
  readonly decider: DeciderUnderTest;
  readonly prefix: string;
  readonly pathTo: (state: S) => readonly StoredLike[];
  /** An open state where the reviewer may reject. */
  readonly open: S;
  /** The state of a granted, registered or reserved application. */
  readonly done: S;
  /** A final state: rejected. */
  readonly closed: S;
}

/** The applicant owns the application through the verified e-mail, and can hand it to another. */
export function describeOwnershipAndTransfers<S extends string>(name: string, suite: OwnershipSuite<S>): void {
  const d = loosely(suite.decider);
  const e = storedEvents(suite.prefix);
  const at = minutesLater(900);
  const NEW = 'new.owner@example.org';
  const when = (given: readonly StoredLike[], command: Record<string, unknown>) => d.decide({ at, ...command }, d.fold(given));
  const refused = (given: readonly StoredLike[], command: Record<string, unknown>) => refusalOf(() => when(given, command));
  const open = () => suite.pathTo(suite.open);
  const pending = () => [...open(), e.transferRequested(NEW)];

  describe(`${name} ownership and transfers`, () => {
    it('given an open application, when the owner asks to transfer it, then the request names both e-mails', () => {
      expect(when(open(), { type: 'request_transfer', actor: applicant(), newEmail: ` ${NEW} ` })).toEqual([
        {
          type: `${suite.prefix}.transfer-requested`,
          schemaVersion: 1,
          data: { actor: { kind: 'applicant', email: OWNER }, at, currentEmail: OWNER, newEmail: NEW },
        },
      ]);
      expect(d.fold(pending()).pendingTransfer).toMatchObject({ newEmail: NEW });
    });

    it('when the new e-mail is the current one in other letters, then invalid transfer.same-email on new_email', () => {
      expect(refused(open(), { type: 'request_transfer', actor: applicant(), newEmail: ' OWNER@Example.ORG' })).toEqual({
        kind: 'invalid',
        code: 'transfer.same-email',
        field: 'new_email',
      });
      expect(refused(open(), { type: 'request_transfer', actor: applicant(), newEmail: 'not-an-address' })).toEqual({
        kind: 'invalid',
        code: 'validation.email',
        field: 'new_email',
      });
      expect(refused(open(), { type: 'request_transfer', actor: applicant(), newEmail: ' ' })).toEqual({
        kind: 'invalid',
        code: 'validation.required',
        field: 'new_email',
      });
    });

    it('given a pending transfer, when the holder of the new address confirms, then the owner changes and the events keep both e-mails', () => {
      const events = when(pending(), { type: 'confirm_transfer', actor: applicant(NEW.toUpperCase()), approvalDocuments: ['approval-1'] });
      expect(events).toEqual([
        {
          type: `${suite.prefix}.transfer-confirmed`,
          schemaVersion: 1,
          data: {
            actor: { kind: 'applicant', email: NEW.toUpperCase() },
            at,
            previousEmail: OWNER,
            newEmail: NEW,
            approvalDocuments: ['approval-1'],
          },
        },
      ]);
      const after = d.fold([...pending(), ...events]);
      // The payload's copy of the owner's e-mail follows; the documents join the reviewers' list.
      expect(after).toMatchObject({ ownerEmail: NEW, pendingTransfer: null, details: { email: NEW }, transferDocuments: ['approval-1'] });
      // The former owner is now a stranger; the new owner acts, even to hand it back.
      expect(
        refused([...pending(), ...events], { type: 'request_transfer', actor: applicant(OWNER), newEmail: 'third@example.org' }),
      ).toEqual({ kind: 'forbidden', code: 'application.not-owner' });
      expect(when([...pending(), ...events], { type: 'request_transfer', actor: applicant(NEW), newEmail: OWNER })[0]).toMatchObject({
        data: { currentEmail: NEW, newEmail: OWNER },
      });
    });

    it('the owner may confirm too (the caller checked the code sent to the new address)', () => {
      expect(
        d.fold([...pending(), ...when(pending(), { type: 'confirm_transfer', actor: applicant(), approvalDocuments: ['approval-1'] })])
          .ownerEmail,
      ).toBe(NEW);
    });

    it('a transfer is not confirmed without a document approving it (spec §3)', () => {
      for (const approvalDocuments of [undefined, [], [' ']]) {
        expect(refused(pending(), { type: 'confirm_transfer', actor: applicant(), approvalDocuments })).toEqual({
          kind: 'invalid',
          code: 'validation.required',
          field: 'approvalDocuments',
        });
      }
    });

    it('given a pending transfer, the owner withdraws it or its recipient declines it', () => {
      for (const actor of [applicant(), applicant(NEW)]) {
        const events = when(pending(), { type: 'cancel_transfer', actor });
        expect(events[0]).toMatchObject({ type: `${suite.prefix}.transfer-cancelled`, data: { newEmail: NEW, cause: 'withdrawn' } });
        expect(d.fold([...pending(), ...events])).toMatchObject({ ownerEmail: OWNER, pendingTransfer: null });
      }
    });

    it('a new request replaces the pending one', () => {
      const events = when(pending(), { type: 'request_transfer', actor: applicant(), newEmail: 'other@example.org' });
      expect(d.fold([...pending(), ...events]).pendingTransfer).toMatchObject({ newEmail: 'other@example.org' });
    });

    it('with no transfer pending, confirming or cancelling is a conflict; a stranger may do neither', () => {
      for (const type of ['confirm_transfer', 'cancel_transfer']) {
        const payload = DEFAULT_PAYLOADS[type as ApplicationStep];
        expect(refused(open(), { type, actor: applicant(), ...payload })).toEqual({ kind: 'conflict', code: 'transfer.not-pending' });
        expect(refused(pending(), { type, actor: applicant('stranger@example.org'), ...payload })).toEqual({
          kind: 'forbidden',
          code: 'application.not-owner',
        });
      }
    });

    it('a transfer is possible once granted, not once closed; staff cannot transfer', () => {
      expect(when(suite.pathTo(suite.done), { type: 'request_transfer', actor: applicant(), newEmail: NEW })).toHaveLength(1);
      expect(refused(suite.pathTo(suite.closed), { type: 'request_transfer', actor: applicant(), newEmail: NEW })).toMatchObject({
        kind: 'conflict',
        code: 'workflow.not-allowed-in-state',
      });
      expect(refused(open(), { type: 'request_transfer', actor: staffWithout(), newEmail: NEW })).toEqual({
        kind: 'forbidden',
        code: 'workflow.not-permitted',
      });
    });

    it('given a pending transfer, when the application is rejected, then the transfer is cancelled with it', () => {
      const events = when(pending(), { type: 'reject', actor: staff('applications.review'), reason: 'Not eligible' });
      expect(events.map((x) => x.type)).toEqual([`${suite.prefix}.rejected`, `${suite.prefix}.transfer-cancelled`]);
      expect(events[1]!.data).toMatchObject({ newEmail: NEW, cause: 'application-closed' });
      const after = d.fold([...pending(), ...events]) as StateLike & { history: { event: string; reason: string | null }[] };
      expect(after).toMatchObject({ status: suite.closed, pendingTransfer: null });
      expect(after.history.at(-1)).toMatchObject({ event: 'cancel_transfer', reason: 'application-closed' });
    });

    it('an applicant with another e-mail is refused every step; the owner in other letters is not', () => {
      const stranger = applicant('someone.else@example.org');
      for (const command of [
        { type: 'request_transfer', newEmail: NEW },
        { type: 'resubmit' },
        { type: 'submit', details: {}, ownerEmail: OWNER },
        { type: 'start_legal_check' },
      ]) {
        expect(refused(open(), { ...command, actor: stranger })).toEqual({ kind: 'forbidden', code: 'application.not-owner' });
      }
      expect(refused([], { type: 'submit', details: {}, ownerEmail: OWNER, actor: stranger })).toEqual({
        kind: 'forbidden',
        code: 'application.not-owner',
      });
      expect(when(open(), { type: 'request_transfer', actor: applicant(' Owner@Example.org '), newEmail: NEW })).toHaveLength(1);
    });
  });
}
