import { describe, expect, it } from 'vitest';
import { OWNER, minutesLater, refusalOf, storedEvents } from './decider-fixtures.contract.js';
import { businessDecider } from '#src/businesses/decider';
import { translate } from '#src/shared/i18n/messages';
import { LOCALES } from '#src/shared/i18n/locale';
import { AssignmentMessages, assignmentRefusal } from './assignment.js';
import type { CommandActor } from './workflow.js';

/** Exclusive assignment and claims, on the business decider (the three kinds share the rule). */
const d = businessDecider as unknown as {
  decide(command: Record<string, unknown>, state: unknown): { type: string; data: Record<string, unknown> }[];
  evolve(state: unknown, event: unknown): { assigneeId: string | null; status: string };
  initialState(): unknown;
};
const e = storedEvents('business');
const fold = (events: readonly unknown[]) =>
  events.reduce((s, ev) => d.evolve(s, ev), d.initialState()) as { assigneeId: string | null; status: string };
const submitted = [e.submitted({ company: {} }, { businessType: 'local_company' })];
const checking = [...submitted, e.moved('legal-check-started', 'submitted', 'legal_checking')];
const at = minutesLater(900);

const reviewer = (id: string): CommandActor => ({ kind: 'staff', id, permissions: ['applications.read', 'applications.review'] });
const director: CommandActor = {
  kind: 'staff',
  id: 'director-1',
  permissions: ['applications.read', 'applications.assign', 'applications.decide'],
};

describe('exclusive assignment', () => {
  it('given an application assigned to A, when B (a reviewer) takes a desk step, then forbidden with the assignment reason on assignee_id', () => {
    const state = fold([...checking, e.assigned('reviewer-a')]);
    expect(refusalOf(() => d.decide({ type: 'recommend_approval', at, actor: reviewer('reviewer-b') }, state))).toEqual({
      kind: 'forbidden',
      code: 'application.assigned-to-another',
      field: 'assignee_id',
    });
    expect(refusalOf(() => d.decide({ type: 'reject', at, actor: reviewer('reviewer-b'), reason: 'No' }, state))).toMatchObject({
      code: 'application.assigned-to-another',
    });
  });

  it('given an application assigned to A, when A or a director acts, then the step is taken', () => {
    const state = fold([...checking, e.assigned('reviewer-a')]);
    expect(d.decide({ type: 'recommend_approval', at, actor: reviewer('reviewer-a') }, state)[0]!.type).toBe(
      'business.recommended-for-approval',
    );
    expect(d.decide({ type: 'reject', at, actor: director, reason: 'Not eligible' }, state)[0]!.type).toBe('business.rejected');
  });

  it('given an unassigned application, when any reviewer acts, then the step is taken', () => {
    expect(d.decide({ type: 'recommend_approval', at, actor: reviewer('reviewer-b') }, fold(checking))[0]!.type).toBe(
      'business.recommended-for-approval',
    );
  });

  it("does not concern the applicant or the cashier's payment", () => {
    const returned = fold([...checking, e.assigned('reviewer-a'), e.returned('requires_business_correction')]);
    expect(d.decide({ type: 'resubmit', at, actor: { kind: 'applicant', email: OWNER } }, returned)[0]!.type).toBe('business.resubmitted');
    const waiting = fold([
      ...checking,
      e.assigned('reviewer-a'),
      e.moved('recommended-for-approval', 'legal_checking', 'recommended_for_approval'),
      e.moved('approved', 'recommended_for_approval', 'waiting_for_payment'),
    ]);
    const cashier: CommandActor = { kind: 'staff', id: 'cashier-1', permissions: ['payments.confirm'] };
    expect(
      d.decide(
        { type: 'confirm_payment', at, actor: cashier, uen: '12345678901234', receiptNumber: 'R-1', receiptDate: '2026-03-01' },
        waiting,
      )[0]!.type,
    ).toBe('business.payment-confirmed');
  });
});

describe('assignmentRefusal (what the API announces before any click)', () => {
  it('names the desk steps another reviewer would be refused, and none for the assignee, a director or off-desk steps', () => {
    const refused = { code: 'application.assigned-to-another', field: 'assignee_id' };
    expect(assignmentRefusal('recommend_approval', reviewer('reviewer-b'), 'reviewer-a')).toEqual(refused);
    expect(assignmentRefusal('reject', reviewer('reviewer-b'), 'reviewer-a')).toEqual(refused);
    expect(assignmentRefusal('recommend_approval', reviewer('reviewer-a'), 'reviewer-a')).toBeNull();
    expect(assignmentRefusal('recommend_approval', director, 'reviewer-a')).toBeNull();
    expect(assignmentRefusal('recommend_approval', reviewer('reviewer-b'), null)).toBeNull();
    for (const step of ['assign', 'claim', 'confirm_payment'])
      expect(assignmentRefusal(step, reviewer('reviewer-b'), 'reviewer-a')).toBeNull();
    expect(assignmentRefusal('resubmit', { kind: 'applicant', email: OWNER }, 'reviewer-a')).toBeNull();
  });
});

describe('claim', () => {
  it('given an unassigned submitted application, when a reviewer claims it, then it is assigned to them (an assignment event)', () => {
    const events = d.decide({ type: 'claim', at, actor: reviewer('reviewer-a') }, fold(submitted));
    expect(events).toEqual([
      {
        type: 'business.assigned',
        schemaVersion: 1,
        data: {
          actor: { kind: 'staff', id: 'reviewer-a' },
          at: new Date(at).toISOString(),
          assigneeId: 'reviewer-a',
          previousAssigneeId: null,
        },
      },
    ]);
    expect(fold([...submitted, ...events]).assigneeId).toBe('reviewer-a');
  });

  it('given an application someone holds, when a reviewer claims it, then conflict (the second of two claims at once)', () => {
    expect(
      refusalOf(() => d.decide({ type: 'claim', at, actor: reviewer('reviewer-b') }, fold([...submitted, e.assigned('reviewer-a')]))),
    ).toEqual({
      kind: 'conflict',
      code: 'application.already-assigned',
      field: 'claim',
    });
  });

  it('is a reviewer step of the states where a reviewer acts next', () => {
    const recommended = fold([...checking, e.moved('recommended-for-approval', 'legal_checking', 'recommended_for_approval')]);
    expect(refusalOf(() => d.decide({ type: 'claim', at, actor: reviewer('reviewer-a') }, recommended))).toMatchObject({
      kind: 'conflict',
      code: 'workflow.not-allowed-in-state',
    });
    expect(
      refusalOf(() =>
        d.decide({ type: 'claim', at, actor: { kind: 'staff', id: 'c', permissions: ['payments.confirm'] } }, fold(submitted)),
      ),
    ).toMatchObject({
      kind: 'forbidden',
      code: 'workflow.not-permitted',
    });
  });

  it('has its reasons in the four languages', () => {
    for (const code of Object.values(AssignmentMessages))
      for (const locale of LOCALES) expect(translate(code, locale, { field: 'x' })).not.toBe(code);
  });
});
