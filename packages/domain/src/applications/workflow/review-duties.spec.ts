/**
 * Separation of duties and the cashier's receipt (issue 22 §4, §5), given/when/then on the
 * business decider (the rules live in the shared application decider, so every kind has them).
 */
import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type BusinessState } from '#src/businesses/decider';
import type { BusinessEvent } from '#src/businesses/events';
import { hasMessage, translate } from '#src/shared/i18n/messages';
import { LOCALES } from '#src/shared/i18n/locale';
import { OWNER, type StoredLike, applicant, minutesLater, refusalOf, storedEvents } from './decider-fixtures.contract.js';
import { fourEyesRefusal, recommenderOf } from './review-duties.js';
import type { CommandActor } from './workflow.js';

const e = storedEvents('business');
const given = (events: readonly StoredLike[]): BusinessState => (events as unknown as BusinessEvent[]).reduce(evolve, initialState());
const DETAILS = { type: 'local_company', email: OWNER, trade_name: { locale: 'ckb', name: 'Rasan', protection_level: 'kri_level' } };

/** One person holding both the reviewer's and the director's permissions. */
const DUAL: CommandActor = { kind: 'staff', id: 'dual-1', permissions: ['applications.review', 'applications.decide'] };
const SECOND_DIRECTOR: CommandActor = { kind: 'staff', id: 'director-2', permissions: ['applications.decide'] };
const CASHIER: CommandActor = { kind: 'staff', id: 'cashier-1', permissions: ['payments.confirm'] };

const legalChecking = [
  e.submitted(DETAILS, { businessType: 'local_company' }),
  e.moved('legal-check-started', 'submitted', 'legal_checking'),
];
const recommendedBy = (id: string) => [
  ...legalChecking,
  e.moved('recommended-for-approval', 'legal_checking', 'recommended_for_approval', {}, { kind: 'staff', id }),
];
/** Approved at 2026-03-01T08:0xZ (11:0x in Baghdad). */
const waiting = [
  ...recommendedBy('reviewer-1'),
  e.moved('approved', 'recommended_for_approval', 'waiting_for_payment', {}, { kind: 'staff', id: 'director-1' }),
];
const at = minutesLater(600);

describe('four-eyes: whoever recommended an application cannot approve it', () => {
  it('given a recommendation by a user holding the reviewer and director roles, when that user approves, then forbidden workflow.four-eyes', () => {
    const state = given(recommendedBy('dual-1'));
    expect(refusalOf(() => decide({ type: 'approve', at, actor: DUAL }, state))).toEqual({ kind: 'forbidden', code: 'workflow.four-eyes' });
  });

  it('given the same recommendation, when a second director approves, then the application waits for payment', () => {
    const events = decide({ type: 'approve', at, actor: SECOND_DIRECTOR }, given(recommendedBy('dual-1')));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'business.approved',
        data: expect.objectContaining({ actor: { kind: 'staff', id: 'director-2' }, to: 'waiting_for_payment' }),
      }),
    ]);
  });

  it('given a recommendation by someone else, when the dual-role user approves, then it is approved', () => {
    expect(decide({ type: 'approve', at, actor: DUAL }, given(recommendedBy('reviewer-1')))).toHaveLength(1);
  });

  it('the rule reads the last recommendation, speaks only of staff, and runs after the table (a wrong state stays a conflict)', () => {
    expect(recommenderOf(given(recommendedBy('dual-1')).history)).toBe('dual-1');
    expect(recommenderOf(given(legalChecking).history)).toBeNull();
    expect(fourEyesRefusal(given(recommendedBy('dual-1')).history, DUAL)).toEqual({ code: 'workflow.four-eyes' });
    expect(fourEyesRefusal(given(recommendedBy('dual-1')).history, SECOND_DIRECTOR)).toBeNull();
    expect(fourEyesRefusal(given(recommendedBy('dual-1')).history, applicant())).toBeNull();
    expect(refusalOf(() => decide({ type: 'approve', at, actor: DUAL }, given(legalChecking)))).toMatchObject({
      kind: 'conflict',
      code: 'workflow.not-allowed-in-state',
    });
  });

  it('the refusal is worded in the four languages', () => {
    expect(hasMessage('workflow.four-eyes')).toBe(true);
    for (const locale of LOCALES) expect(translate('workflow.four-eyes', locale)).not.toBe('workflow.four-eyes');
  });
});

describe('confirm payment records the cashier’s receipt (cash only: no amount)', () => {
  const pay = (receipt: Record<string, unknown>, when: string = at) =>
    refusalOf(() =>
      decide({ type: 'confirm_payment', at: when, actor: CASHIER, uen: 'KR-2026-000999', ...receipt } as never, given(waiting)),
    );
  const problems = (receipt: Record<string, unknown>, when: string = at) => {
    try {
      decide({ type: 'confirm_payment', at: when, actor: CASHIER, uen: 'KR-2026-000999', ...receipt } as never, given(waiting));
      return [];
    } catch (error) {
      return (error as { problems: { code: string; field?: string }[] }).problems.map((p) => ({ code: p.code, field: p.field }));
    }
  };

  it('given an approved application, when the cashier confirms with a receipt number and date, then the event stores both', () => {
    const [event] = decide(
      { type: 'confirm_payment', at, actor: CASHIER, uen: 'KR-2026-000999', receiptNumber: ' R-2026/0042 ', receiptDate: '2026-03-01' },
      given(waiting),
    );
    expect(event!.data).toMatchObject({
      receiptNumber: 'R-2026/0042',
      receiptDate: '2026-03-01',
      to: 'registered',
      actor: { kind: 'staff', id: 'cashier-1' },
    });
    expect(JSON.stringify(event!.data)).not.toMatch(/amount/i);
  });

  it('when the receipt number and date are missing, then both are required, each by its field', () => {
    expect(problems({})).toEqual([
      { code: 'validation.required', field: 'receiptNumber' },
      { code: 'validation.required', field: 'receiptDate' },
    ]);
    expect(problems({ receiptNumber: '  ', receiptDate: ' ' })).toHaveLength(2);
  });

  it('when the receipt number is not as a receipt book prints it, then payment.receipt-number', () => {
    for (const receiptNumber of ['<b>1</b>', '-12', 'R'.repeat(41), 'R 12']) {
      expect(pay({ receiptNumber, receiptDate: '2026-03-01' })).toEqual({
        kind: 'invalid',
        code: 'payment.receipt-number',
        field: 'receiptNumber',
      });
    }
  });

  it('when the date is not a date, in the future, or before the approval, then the date is refused', () => {
    expect(pay({ receiptNumber: 'R-1', receiptDate: '2026-02-30' })).toEqual({
      kind: 'invalid',
      code: 'validation.date',
      field: 'receiptDate',
    });
    expect(pay({ receiptNumber: 'R-1', receiptDate: '2026-03-02' })).toMatchObject({
      kind: 'invalid',
      code: 'date.in-future',
      field: 'receiptDate',
    });
    expect(pay({ receiptNumber: 'R-1', receiptDate: '2026-02-28' })).toMatchObject({
      kind: 'invalid',
      code: 'date.before',
      field: 'receiptDate',
      params: { min: '2026-03-01' },
    });
  });

  it('today is the region’s day: at 22:30 UTC it is already tomorrow in Baghdad', () => {
    expect(pay({ receiptNumber: 'R-1', receiptDate: '2026-03-02' }, '2026-03-01T22:30:00.000Z')).toBeNull();
  });
});
