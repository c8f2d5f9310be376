/**
 * What every application decider must do, as a property: random sequences of commands against the
 * decider and against a tiny reference state machine that each aggregate's property spec writes by
 * hand (not read from the aggregate's table); both must accept and refuse alike and end alike.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PERMISSIONS } from '#src/identity/permissions';
import { APPLICATION_STEPS, type ApplicationStep } from './application-commands.js';
import {
  DEFAULT_PAYLOADS,
  type DeciderUnderTest,
  OWNER,
  type Refusal,
  type StateLike,
  applicant,
  loosely,
  minutesLater,
  refusalOf,
  staff,
} from './decider-fixtures.contract.js';
import type { Actor, CommandActor } from './workflow.js';

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
  /** Details every submission carries besides the junk values of the keys (a trademark's classes, which a rectification keeps). */
  readonly submitDetails?: Record<string, unknown>;
  /** A patch of the n-th rectification that changes the record as submitted (each n a different value). */
  readonly rectifyPatch: (n: number) => Record<string, unknown>;
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
  /** Staff who examined, approved or rectified: four-eyes keeps them from issuing the certificate. */
  examiners: Set<string>;
  /** Certificates issued, and whether a correction, rectification or transfer came since the last. */
  issued: number;
  changedSinceIssue: boolean;
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
    const offDesk = ['assign', 'claim', 'confirm_payment', 'issue_certificate', 'rectify'].includes(kind);
    if (
      actor.kind === 'staff' &&
      m.assignee !== null &&
      !offDesk &&
      actor.id !== m.assignee &&
      !actor.permissions.includes('applications.assign')
    ) {
      return { kind: 'forbidden', code: 'application.assigned-to-another' };
    }

    const next: ModelState<S> = { ...m, status: to, corrected: new Set(m.corrected), examiners: new Set(m.examiners) };
    if (actor.kind === 'staff' && ['start_legal_check', 'return_to_applicant', 'recommend_approval', 'approve', 'rectify'].includes(kind))
      next.examiners.add(actor.id);
    if (kind === 'correct' || kind === 'confirm_transfer' || kind === 'rectify') next.changedSinceIssue = true;
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
      case 'issue_certificate':
        if (actor.kind === 'staff' && m.examiners.has(actor.id)) return { kind: 'forbidden', code: 'certificate.four-eyes' };
        if (m.issued > 0 && !m.changedSinceIssue) return { kind: 'conflict', code: 'certificate.already-issued' };
        next.issued = m.issued + 1;
        next.changedSinceIssue = false;
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
          details: { ...Object.fromEntries(allKeys.map((k) => [k, 'initial'])), ...suite.submitDetails, email: OWNER },
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
      case 'issue_certificate':
        Object.assign(command, { certificateId: `certificate-${n}`, registerNumber: 'TN-2026-000001' });
        break;
      case 'rectify':
        Object.assign(command, { reason, patch: suite.rectifyPatch(n) });
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
            examiners: new Set(),
            issued: 0,
            changedSinceIssue: false,
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
            expect((state as unknown as { certificates: unknown[] }).certificates).toHaveLength(model.issued);
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
