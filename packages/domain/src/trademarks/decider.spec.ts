import { describe, expect, it } from 'vitest';
import { APPLICATION_STEPS } from '../applications/workflow/application-commands.js';
import type { Permission } from '../identity/permissions.js';
import { type ExpectedRow, describeWorkflowRows } from '../applications/workflow/workflow-rows.contract.js';
import {
  OWNER,
  type StoredLike,
  applicant,
  minutesLater,
  refusalOf,
  staff,
  storedEvents,
} from '../applications/workflow/decider-fixtures.contract.js';
import { describeOwnershipAndTransfers } from '../applications/workflow/ownership-and-transfers.contract.js';
import { publishedWorkflow } from '../applications/workflow/workflow.js';
import type { TrademarkCommand } from './commands.js';
import { type TrademarkState, decide, evolve, initialState, trademarkDecider } from './decider.js';
import { TRADEMARK_EVENT_TYPES, type TrademarkEvent } from './events.js';
import { TRADEMARK_STATUSES, TRADEMARK_WORKFLOW, type TrademarkStatus } from './workflow.js';

const REVIEW: Permission = 'applications.review';
const DECIDE: Permission = 'applications.decide';
/** A trademark payload (../../applications/domain/application.ts). */
const DETAILS = {
  wordMark: { en: 'Hawler Honey' },
  logo: '3f0c8a52-8f0e-4b7a-9a1d-2b9d0f5c6e21',
  classes: [
    { classNumber: 29, terms: ['honey'] },
    { classNumber: 30, terms: ['honey', 'royal jelly'] },
  ],
  owner: { type: 'natural', upn: '1975123456789' },
  email: OWNER,
  phone_number: '07501234567',
};

const e = storedEvents('trademark');
const submitted = [e.submitted(DETAILS)];
const legalChecking = [...submitted, e.moved('legal-check-started', 'submitted', 'legal_checking')];
const recommended = [...legalChecking, e.moved('recommended-for-approval', 'legal_checking', 'recommended_for_approval')];
const waiting = [...recommended, e.moved('approved', 'recommended_for_approval', 'waiting_for_payment')];
const reserved = [...waiting, e.moved('payment-confirmed', 'waiting_for_payment', 'reserved')];
const PATHS: Record<TrademarkStatus, readonly StoredLike[]> = {
  submitted,
  legal_checking: legalChecking,
  returned_to_applicant: [
    ...legalChecking,
    e.returned('returned_to_applicant', 'Classes do not match the goods', { classes: 'Honey is class 30 only' }),
  ],
  recommended_for_approval: recommended,
  waiting_for_payment: waiting,
  reserved,
  rejected: [...legalChecking, e.moved('rejected', 'legal_checking', 'rejected', { reason: 'Confusingly similar' })],
  terminated: [...reserved, e.moved('terminated', 'reserved', 'terminated', { reason: 'Not used for five years' })],
};

const given = (events: readonly StoredLike[]): TrademarkState => (events as unknown as TrademarkEvent[]).reduce(evolve, initialState());
const at = minutesLater(600);

const OPEN = ['submitted', 'legal_checking', 'returned_to_applicant', 'recommended_for_approval', 'waiting_for_payment'] as const;
const TRANSFERABLE = [...OPEN, 'reserved'] as const;
const pendingTransfer = [e.transferRequested('new@example.org')];

const ROWS: ExpectedRow<TrademarkStatus>[] = [
  {
    from: null,
    step: 'submit',
    to: 'submitted',
    actors: ['applicant'],
    records: 'trademark.submitted',
    payload: { details: DETAILS, ownerEmail: OWNER },
  },
  { from: 'submitted', step: 'start_legal_check', to: 'legal_checking', actors: [REVIEW], records: 'trademark.legal-check-started' },
  {
    from: 'legal_checking',
    step: 'return_to_applicant',
    to: 'returned_to_applicant',
    actors: [REVIEW],
    records: 'trademark.returned-to-applicant',
  },
  {
    from: 'returned_to_applicant',
    step: 'correct',
    to: 'returned_to_applicant',
    actors: ['applicant'],
    records: 'trademark.corrected',
    payload: { section: 'trademark-info', changes: { classes: [DETAILS.classes[1]] } },
  },
  { from: 'returned_to_applicant', step: 'resubmit', to: 'submitted', actors: ['applicant'], records: 'trademark.resubmitted' },
  {
    from: 'legal_checking',
    step: 'recommend_approval',
    to: 'recommended_for_approval',
    actors: [REVIEW],
    records: 'trademark.recommended-for-approval',
  },
  { from: 'recommended_for_approval', step: 'approve', to: 'waiting_for_payment', actors: [DECIDE], records: 'trademark.approved' },
  {
    from: 'waiting_for_payment',
    step: 'confirm_payment',
    to: 'reserved',
    actors: ['payments.confirm'],
    records: 'trademark.payment-confirmed',
  },
  ...OPEN.map((from) => ({
    from,
    step: 'reject' as const,
    to: 'rejected' as const,
    actors: [REVIEW, DECIDE],
    records: 'trademark.rejected',
  })),
  { from: 'reserved', step: 'terminate', to: 'terminated', actors: [DECIDE], records: 'trademark.terminated' },
  { from: 'reserved', step: 'issue_certificate', to: 'reserved', actors: ['certificates.issue'], records: 'trademark.certificate-issued' },
  {
    from: 'reserved',
    step: 'rectify',
    to: 'reserved',
    actors: ['records.rectify'],
    records: 'trademark.record-rectified',
    payload: { reason: 'A term was misspelt', patch: { classes: [DETAILS.classes[0], { classNumber: 30, terms: ['honey', 'propolis'] }] } },
  },
  ...OPEN.map((from) => ({
    from,
    step: 'assign' as const,
    to: from,
    actors: ['applications.assign' as const],
    records: 'trademark.assigned',
  })),
  ...(['submitted', 'legal_checking'] as const).map((from) => ({
    from,
    step: 'claim' as const,
    to: from,
    actors: ['applications.review' as const],
    records: 'trademark.assigned',
  })),
  ...TRANSFERABLE.flatMap((from) => [
    { from, step: 'request_transfer' as const, to: from, actors: ['applicant' as const], records: 'trademark.transfer-requested' },
    {
      from,
      step: 'confirm_transfer' as const,
      to: from,
      actors: ['applicant' as const],
      records: 'trademark.transfer-confirmed',
      given: pendingTransfer,
    },
    {
      from,
      step: 'cancel_transfer' as const,
      to: from,
      actors: ['applicant' as const],
      records: 'trademark.transfer-cancelled',
      given: pendingTransfer,
    },
  ]),
];

describeWorkflowRows('trademark reservation', {
  decider: trademarkDecider,
  table: TRADEMARK_WORKFLOW,
  pathTo: (s) => PATHS[s],
  rows: ROWS,
  states: TRADEMARK_STATUSES,
});

describeOwnershipAndTransfers('trademark reservation', {
  decider: trademarkDecider,
  prefix: 'trademark',
  pathTo: (s: TrademarkStatus) => PATHS[s],
  open: 'waiting_for_payment',
  done: 'reserved',
  closed: 'rejected',
});

describe('trademark reservation decider', () => {
  it('given nothing, when the owner submits, then "trademark.submitted"; a member of staff cannot submit', () => {
    expect(decide({ type: 'submit', at, actor: applicant(), details: DETAILS, ownerEmail: OWNER }, initialState())).toEqual([
      {
        type: 'trademark.submitted',
        schemaVersion: 1,
        data: {
          actor: { kind: 'applicant', email: OWNER },
          at,
          from: null,
          to: 'submitted',
          reason: null,
          ownerEmail: OWNER,
          details: DETAILS,
          submittedAt: at,
        },
      },
    ]);
    expect(
      refusalOf(() => decide({ type: 'submit', at, actor: staff(REVIEW, DECIDE), details: DETAILS, ownerEmail: OWNER }, initialState())),
    ).toEqual({ kind: 'forbidden', code: 'workflow.not-permitted' });
  });

  it('records the language the application was made in with the submission, and nothing for a value that is no language', () => {
    const submit = (locale: unknown) =>
      decide(
        { type: 'submit', at, actor: applicant(), details: DETAILS, ownerEmail: OWNER, locale } as TrademarkCommand,
        initialState(),
      )[0]!.data as { locale?: string };
    expect(submit('en').locale).toBe('en');
    expect(submit('kmr').locale).toBe('kmr');
    expect(submit('fr')).not.toHaveProperty('locale');
    expect(submit(undefined)).not.toHaveProperty('locale');
  });

  it.each([
    ['return_to_applicant', legalChecking],
    ['reject', PATHS.returned_to_applicant],
    ['terminate', reserved],
  ] as const)('when %s comes without a reason, then invalid workflow.reason-required', (type, events) => {
    expect(refusalOf(() => decide({ type, at, actor: staff(REVIEW, DECIDE), reason: '' } as TrademarkCommand, given(events)))).toEqual({
      kind: 'invalid',
      code: 'workflow.reason-required',
      field: 'reason',
    });
  });

  it('given a return, when the applicant corrects the trademark and resubmits, then both events record what changed', () => {
    const returned = PATHS.returned_to_applicant;
    expect(given(returned).openCorrection).toMatchObject({
      reason: 'Classes do not match the goods',
      fieldComments: { classes: 'Honey is class 30 only' },
    });
    const classes = [{ classNumber: 30, terms: ['honey', 'royal jelly'] }];
    const wordMark = { en: 'Hawler Honey', ckb: 'هەنگوینی هەولێر' };
    const corrected = decide(
      {
        type: 'correct',
        at,
        actor: applicant(),
        section: 'trademark-info',
        changes: { classes, wordMark, phone_number: DETAILS.phone_number },
      },
      given(returned),
    );
    expect(corrected).toEqual([
      {
        type: 'trademark.corrected',
        schemaVersion: 1,
        data: {
          actor: { kind: 'applicant', email: OWNER },
          at,
          section: 'trademark-info',
          changes: { classes, wordMark },
          previous: { classes: DETAILS.classes, wordMark: DETAILS.wordMark },
        },
      },
    ]);
    const resubmitted = decide({ type: 'resubmit', at, actor: applicant() }, given([...returned, ...corrected]));
    // A list that shrank is one change of the list; a new key of an object is a change of that key.
    expect(resubmitted[0]!.data).toMatchObject({ to: 'submitted', changedFields: ['classes', 'wordMark.ckb'] });
    expect(given([...returned, ...corrected, ...resubmitted])).toMatchObject({
      status: 'submitted',
      openCorrection: null,
      details: { wordMark, classes },
    });
  });

  it('a trademark has one section to correct; naming another is refused, and so is changing the owner e-mail by correction', () => {
    expect(
      refusalOf(() =>
        decide(
          { type: 'correct', at, actor: applicant(), section: 'business-info' as 'trademark-info', changes: { a: 1 } },
          given(PATHS.returned_to_applicant),
        ),
      ),
    ).toMatchObject({
      kind: 'invalid',
      code: 'correction.section-not-open',
    });
    expect(
      refusalOf(() =>
        decide(
          { type: 'correct', at, actor: applicant(), section: 'trademark-info', changes: { email: 'new@example.org' } },
          given(PATHS.returned_to_applicant),
        ),
      ),
    ).toMatchObject({
      kind: 'invalid',
      code: 'correction.section-locked',
      field: 'email',
    });
  });

  it('given the whole way to termination, evolve folds to the right state with the history of transits', () => {
    const state = given(PATHS.terminated);
    expect(state).toMatchObject({ status: 'terminated', ownerEmail: OWNER, details: DETAILS });
    expect(state.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'submitted'],
      ['submitted', 'legal_checking'],
      ['legal_checking', 'recommended_for_approval'],
      ['recommended_for_approval', 'waiting_for_payment'],
      ['waiting_for_payment', 'reserved'],
      ['reserved', 'terminated'],
    ]);
  });

  it('stores stable, distinct event names with the trademark prefix; publishes its workflow', () => {
    expect(new Set(TRADEMARK_EVENT_TYPES).size).toBe(APPLICATION_STEPS.length - 1); // a claim records an assignment;
    for (const type of TRADEMARK_EVENT_TYPES) expect(type).toMatch(/^trademark\.[a-z-]+$/);
    expect(publishedWorkflow(TRADEMARK_WORKFLOW).states.map((s) => s.name)).toEqual([
      'submitted',
      'legal_checking',
      'returned_to_applicant',
      'recommended_for_approval',
      'waiting_for_payment',
      'reserved',
      'rejected',
      'terminated',
    ]);
  });
});

describe('rectifying the record of a reserved trademark (issue 33)', () => {
  const rectify = (patch: unknown) =>
    decide({ type: 'rectify', at, actor: staff('records.rectify'), reason: 'Misspelt term', patch } as TrademarkCommand, given(reserved));

  it('given a reserved mark, when a term of a class is rectified, then the classes stay and the terms change', () => {
    const classes = [DETAILS.classes[0], { classNumber: 30, terms: ['honey', ' royal jelly powder '] }];
    const [event] = rectify({ classes });
    expect(event!.data).toMatchObject({
      changes: { classes: [DETAILS.classes[0], { classNumber: 30, terms: ['honey', 'royal jelly powder'] }] },
      previous: { classes: DETAILS.classes },
    });
    expect(given([...reserved, event!]).details).toMatchObject({
      classes: [DETAILS.classes[0], { classNumber: 30, terms: ['honey', 'royal jelly powder'] }],
    });
  });

  it('when a class is changed, added or dropped, or a term is blank or twice, then invalid at that class or term', () => {
    expect(refusalOf(() => rectify({ classes: [{ classNumber: 31, terms: ['honey'] }, DETAILS.classes[1]] }))).toEqual({
      kind: 'invalid',
      code: 'rectification.classes-fixed',
      field: 'patch.classes[0].classNumber',
    });
    expect(refusalOf(() => rectify({ classes: [DETAILS.classes[0]] }))).toMatchObject({
      code: 'rectification.classes-fixed',
      field: 'patch.classes',
    });
    expect(refusalOf(() => rectify({ classes: [DETAILS.classes[0], { classNumber: 30, terms: ['honey', 'Honey '] }] }))).toMatchObject({
      code: 'trademark.term-duplicate',
      field: 'patch.classes[1].terms[1]',
    });
    expect(refusalOf(() => rectify({ classes: [DETAILS.classes[0], { classNumber: 30, terms: [] }] }))).toMatchObject({
      field: 'patch.classes[1].terms',
    });
    expect(refusalOf(() => rectify({ wordMark: { en: 'Hawler Honeys' } }))).toMatchObject({
      code: 'rectification.not-rectifiable',
      field: 'patch.wordMark',
    });
  });
});
