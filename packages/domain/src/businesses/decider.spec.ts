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
import type { BusinessCommand } from './commands.js';
import { type BusinessState, businessDecider, decide, evolve, initialState } from './decider.js';
import { BUSINESS_EVENT_TYPES, type BusinessEvent } from './events.js';
import { BUSINESS_STATUSES, BUSINESS_WORKFLOW, type BusinessStatus } from './workflow.js';

const REVIEW: Permission = 'applications.review';
const DECIDE: Permission = 'applications.decide';
/** A business payload (../../applications/domain/application.ts), trimmed to what these tests read. */
const DETAILS = {
  type: 'local_company',
  email: OWNER,
  trade_name: { locale: 'en', name: 'Zagros Trading', protection_level: 'kri_level' },
  company: { type: 'limited', project_type: 'private', capital_in_number: 1_000_000 },
  activity_ids: ['4711'],
  ceo: { full_name: 'Karwan Aziz', upn: '1980123456789' },
  applicant: { ceo_is_applicant: true },
  shareholders: [{ type: 'natural', upn: '1980123456789', number_of_shares: 1_000_000 }],
  contract: { clauses: { purpose: 'Retail trade' }, lawyer_name: 'Shilan Omar' },
  attachments: {},
};

const e = storedEvents('business');
const submitted = [e.submitted(DETAILS, { businessType: 'local_company' })];
const legalChecking = [...submitted, e.moved('legal-check-started', 'submitted', 'legal_checking')];
const recommended = [...legalChecking, e.moved('recommended-for-approval', 'legal_checking', 'recommended_for_approval')];
const waiting = [...recommended, e.moved('approved', 'recommended_for_approval', 'waiting_for_payment')];
const registered = [...waiting, e.moved('payment-confirmed', 'waiting_for_payment', 'registered', { uen: 'KR-2026-000123' })];
const PATHS: Record<BusinessStatus, readonly StoredLike[]> = {
  submitted,
  legal_checking: legalChecking,
  requires_business_correction: [
    ...legalChecking,
    e.returned('requires_business_correction', 'Capital below the minimum', { 'company.capital_in_number': 'At least 2,000,000 IQD' }),
  ],
  requires_trade_name_correction: [...legalChecking, e.returned('requires_trade_name_correction', 'Name too similar to Zagros Trade')],
  recommended_for_approval: recommended,
  waiting_for_payment: waiting,
  registered,
  rejected: [...legalChecking, e.moved('rejected', 'legal_checking', 'rejected', { reason: 'Forged contract' })],
  terminated: [...registered, e.moved('terminated', 'registered', 'terminated', { reason: 'Dissolved' })],
};

const given = (events: readonly StoredLike[]): BusinessState => (events as unknown as BusinessEvent[]).reduce(evolve, initialState());
const at = minutesLater(600);
const RECEIPT = { receiptNumber: ' R-2026/0042 ', receiptDate: '2026-03-01' };

const CORRECTION = ['requires_business_correction', 'requires_trade_name_correction'] as const;
const OPEN = ['submitted', 'legal_checking', ...CORRECTION, 'recommended_for_approval', 'waiting_for_payment'] as const;
const TRANSFERABLE = [...OPEN, 'registered'] as const;
const A_CORRECTION = {
  requires_business_correction: { section: 'activity-types', changes: { activity_ids: ['4719'] } },
  requires_trade_name_correction: {
    section: 'trade-name-info',
    changes: { trade_name: { ...DETAILS.trade_name, name: 'Zagros Mountain Trading' } },
  },
} as const;
const pendingTransfer = [e.transferRequested('new@example.org')];

const ROWS: ExpectedRow<BusinessStatus>[] = [
  {
    from: null,
    step: 'submit',
    to: 'submitted',
    actors: ['applicant'],
    records: 'business.submitted',
    payload: { details: DETAILS, ownerEmail: OWNER, businessType: 'foreign_company' },
  },
  { from: 'submitted', step: 'start_legal_check', to: 'legal_checking', actors: [REVIEW], records: 'business.legal-check-started' },
  ...CORRECTION.flatMap((target) => [
    {
      from: 'legal_checking' as const,
      step: 'return_to_applicant' as const,
      to: target,
      actors: [REVIEW],
      records: 'business.returned-to-applicant',
      payload: { target },
    },
    {
      from: target,
      step: 'correct' as const,
      to: target,
      actors: ['applicant' as const],
      records: 'business.corrected',
      payload: A_CORRECTION[target],
    },
    { from: target, step: 'resubmit' as const, to: 'submitted' as const, actors: ['applicant' as const], records: 'business.resubmitted' },
  ]),
  {
    from: 'legal_checking',
    step: 'recommend_approval',
    to: 'recommended_for_approval',
    actors: [REVIEW],
    records: 'business.recommended-for-approval',
  },
  { from: 'recommended_for_approval', step: 'approve', to: 'waiting_for_payment', actors: [DECIDE], records: 'business.approved' },
  {
    from: 'waiting_for_payment',
    step: 'confirm_payment',
    to: 'registered',
    actors: ['payments.confirm'],
    records: 'business.payment-confirmed',
    payload: { uen: 'KR-2026-000777' },
  },
  ...OPEN.map((from) => ({
    from,
    step: 'reject' as const,
    to: 'rejected' as const,
    actors: [REVIEW, DECIDE],
    records: 'business.rejected',
  })),
  { from: 'registered', step: 'terminate', to: 'terminated', actors: [DECIDE], records: 'business.terminated' },
  {
    from: 'registered',
    step: 'issue_certificate',
    to: 'registered',
    actors: ['certificates.issue'],
    records: 'business.certificate-issued',
  },
  {
    from: 'registered',
    step: 'rectify',
    to: 'registered',
    actors: ['records.rectify'],
    records: 'business.record-rectified',
    payload: { reason: 'The district was mistyped', patch: { company: { address: { province_id: 'erbil', district_id: 'erbil-soran' } } } },
  },
  ...OPEN.map((from) => ({
    from,
    step: 'assign' as const,
    to: from,
    actors: ['applications.assign' as const],
    records: 'business.assigned',
  })),
  ...(['submitted', 'legal_checking'] as const).map((from) => ({
    from,
    step: 'claim' as const,
    to: from,
    actors: ['applications.review' as const],
    records: 'business.assigned',
  })),
  ...TRANSFERABLE.flatMap((from) => [
    { from, step: 'request_transfer' as const, to: from, actors: ['applicant' as const], records: 'business.transfer-requested' },
    {
      from,
      step: 'confirm_transfer' as const,
      to: from,
      actors: ['applicant' as const],
      records: 'business.transfer-confirmed',
      given: pendingTransfer,
    },
    {
      from,
      step: 'cancel_transfer' as const,
      to: from,
      actors: ['applicant' as const],
      records: 'business.transfer-cancelled',
      given: pendingTransfer,
    },
  ]),
];

describeWorkflowRows('business', {
  decider: businessDecider,
  table: BUSINESS_WORKFLOW,
  pathTo: (s) => PATHS[s],
  rows: ROWS,
  states: BUSINESS_STATUSES,
});

describeOwnershipAndTransfers('business', {
  decider: businessDecider,
  prefix: 'business',
  pathTo: (s: BusinessStatus) => PATHS[s],
  open: 'requires_business_correction',
  done: 'registered',
  closed: 'rejected',
});

describe('business decider', () => {
  it('given nothing, when the owner submits a foreign branch, then "business.submitted" records its type', () => {
    const events = decide(
      { type: 'submit', at, actor: applicant(), details: DETAILS, ownerEmail: OWNER, businessType: 'foreign_company' },
      initialState(),
    );
    expect(events).toEqual([
      {
        type: 'business.submitted',
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
          businessType: 'foreign_company',
        },
      },
    ]);
    expect(given(events)).toMatchObject({ status: 'submitted', businessType: 'foreign_company', uen: null });
  });

  it('when the type is not one of the three, then invalid on type', () => {
    const command = {
      type: 'submit',
      at,
      actor: applicant(),
      details: DETAILS,
      ownerEmail: OWNER,
      businessType: 'partnership',
    } as unknown as BusinessCommand;
    expect(refusalOf(() => decide(command, initialState()))).toEqual({
      kind: 'invalid',
      code: 'validation.one-of',
      field: 'type',
      params: { allowed: ['local_company', 'foreign_company', 'company_reintroduce'] },
    });
  });

  it('when returned without saying which section, then invalid workflow.target-required naming both', () => {
    const command = { type: 'return_to_applicant', at, actor: staff(REVIEW), reason: 'Fix it' } as unknown as BusinessCommand;
    expect(refusalOf(() => decide(command, given(legalChecking)))).toEqual({
      kind: 'invalid',
      code: 'workflow.target-required',
      field: 'target',
      params: { allowed: ['requires_business_correction', 'requires_trade_name_correction'] },
    });
  });

  it.each([
    ['return_to_applicant', legalChecking, { target: 'requires_trade_name_correction' }],
    ['reject', PATHS.waiting_for_payment, {}],
    ['terminate', registered, {}],
  ] as const)('when %s comes without a reason, then invalid workflow.reason-required', (type, events, extra) => {
    expect(
      refusalOf(() => decide({ type, at, actor: staff(REVIEW, DECIDE), reason: ' ', ...extra } as BusinessCommand, given(events))),
    ).toEqual({
      kind: 'invalid',
      code: 'workflow.reason-required',
      field: 'reason',
    });
  });

  it('given a return for the trade name, only the trade-name section may be corrected, and the other way round', () => {
    const tradeName = given(PATHS.requires_trade_name_correction);
    const renamed = { ...DETAILS.trade_name, name: 'Zagros Mountain Trading' };
    const events = decide(
      { type: 'correct', at, actor: applicant(), section: 'trade-name-info', changes: { trade_name: renamed } },
      tradeName,
    );
    expect(events[0]!.data).toMatchObject({
      section: 'trade-name-info',
      changes: { trade_name: renamed },
      previous: { trade_name: DETAILS.trade_name },
    });
    // The resubmission names the leaf that changed, so the reviewer sees it beside the comment.
    expect(
      decide({ type: 'resubmit', at, actor: applicant() }, given([...PATHS.requires_trade_name_correction, ...events]))[0]!.data,
    ).toMatchObject({ changedFields: ['trade_name.name'] });
    expect(
      refusalOf(() => decide({ type: 'correct', at, actor: applicant(), section: 'business-info', changes: { company: {} } }, tradeName)),
    ).toMatchObject({
      code: 'correction.section-not-open',
      params: { section: 'business-info' },
    });
    const business = given(PATHS.requires_business_correction);
    expect(
      refusalOf(() =>
        decide({ type: 'correct', at, actor: applicant(), section: 'trade-name-info', changes: { trade_name: renamed } }, business),
      ),
    ).toMatchObject({ code: 'correction.section-not-open' });
    for (const [section, changes] of [
      ['business-info', { company: { ...DETAILS.company, capital_in_number: 2_000_000 } }],
      ['activity-types', { activity_ids: ['4719'] }],
      ['establishment-contract', { contract: { ...DETAILS.contract, lawyer_name: 'Shilan Omar Ali' } }],
    ] as const) {
      expect(decide({ type: 'correct', at, actor: applicant(), section, changes }, business)).toHaveLength(1);
    }
    // The business type and the owner's e-mail are no section's to change.
    expect(
      refusalOf(() =>
        decide({ type: 'correct', at, actor: applicant(), section: 'business-info', changes: { type: 'foreign_company' } }, business),
      ),
    ).toEqual({
      kind: 'invalid',
      code: 'correction.section-locked',
      field: 'type',
      params: { sections: ['business-info'] },
    });
  });

  it('given corrections of the business section, when resubmitted, then the changed fields are listed and the state goes back to submitted', () => {
    const corrections = [
      ...PATHS.requires_business_correction,
      e.corrected('business-info', { company: { ...DETAILS.company, capital_in_number: 2_000_000 } }, { company: DETAILS.company }),
      e.corrected('activity-types', { activity_ids: ['4711', '4719'] }, { activity_ids: ['4711'] }),
      e.corrected(
        'establishment-contract',
        { contract: { ...DETAILS.contract, clauses: { purpose: 'Wholesale trade' } } },
        { contract: DETAILS.contract },
      ),
    ];
    const state = given(corrections);
    expect(state.details).toMatchObject({ company: { type: 'limited', capital_in_number: 2_000_000 }, activity_ids: ['4711', '4719'] });
    const events = decide({ type: 'resubmit', at, actor: applicant() }, state);
    expect(events[0]!.data).toMatchObject({
      from: 'requires_business_correction',
      to: 'submitted',
      changedFields: ['activity_ids', 'company.capital_in_number', 'contract.clauses.purpose'],
    });
    expect(given([...corrections, ...events])).toMatchObject({ status: 'submitted', openCorrection: null });
  });

  it('given a return naming the capital and the goals, when both sections are corrected in any order, then it stays returned until one resubmission lists both', () => {
    const returned = [
      ...legalChecking,
      e.returned('requires_business_correction', 'Capital and goals', {
        'contract.goals': 'Name the goals precisely',
        'company.capital_in_number': 'At least 2,000,000 IQD',
      }),
    ];
    // Named in the order the sections are open, whatever the order of the comments.
    expect(given(returned).openCorrection).toMatchObject({
      namedSections: ['business-info', 'establishment-contract'],
      correctedSections: [],
    });
    const contractFirst = [
      ...returned,
      e.corrected(
        'establishment-contract',
        { contract: { ...DETAILS.contract, goals: 'Retail and wholesale trade' } },
        { contract: DETAILS.contract },
      ),
    ];
    // A saved correction sends nothing for review: the application stays with the applicant.
    expect(given(contractFirst)).toMatchObject({
      status: 'requires_business_correction',
      openCorrection: { correctedSections: ['establishment-contract'] },
    });
    const both = [
      ...contractFirst,
      e.corrected('business-info', { company: { ...DETAILS.company, capital_in_number: 2_000_000 } }, { company: DETAILS.company }),
      // A second correction of a section is still one corrected section.
      e.corrected('business-info', { company: { ...DETAILS.company, capital_in_number: 2_500_000 } }, { company: DETAILS.company }),
    ];
    expect(given(both)).toMatchObject({
      status: 'requires_business_correction',
      openCorrection: { correctedSections: ['establishment-contract', 'business-info'] },
    });
    const events = decide({ type: 'resubmit', at, actor: applicant() }, given(both));
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ to: 'submitted', changedFields: ['company.capital_in_number', 'contract.goals'] });
  });

  it('given a named section left as it was, when resubmitted, then it is accepted: the reviewer judges the answer (docs/web-applicant-applications.md)', () => {
    const returned = [
      ...legalChecking,
      e.returned('requires_business_correction', 'Capital and goals', {
        'contract.goals': 'Name the goals precisely',
        'company.capital_in_number': 'At least 2,000,000 IQD',
      }),
      e.corrected('business-info', { company: { ...DETAILS.company, capital_in_number: 2_000_000 } }, { company: DETAILS.company }),
    ];
    const events = decide({ type: 'resubmit', at, actor: applicant() }, given(returned));
    expect(events[0]!.data).toMatchObject({ to: 'submitted', changedFields: ['company.capital_in_number'] });
  });

  it('given waiting for payment, when the cashier confirms with the UEN, then the business is registered under it', () => {
    const events = decide(
      { type: 'confirm_payment', at, actor: staff('payments.confirm'), ...RECEIPT, uen: ' KR-2026-000999 ' },
      given(waiting),
    );
    expect(events).toEqual([
      {
        type: 'business.payment-confirmed',
        schemaVersion: 1,
        data: {
          actor: { kind: 'staff', id: 'staff-payments.confirm' },
          at,
          from: 'waiting_for_payment',
          to: 'registered',
          reason: null,
          receiptNumber: 'R-2026/0042',
          receiptDate: '2026-03-01',
          uen: 'KR-2026-000999',
        },
      },
    ]);
    expect(given([...waiting, ...events])).toMatchObject({ status: 'registered', uen: 'KR-2026-000999' });
    expect(
      refusalOf(() => decide({ type: 'confirm_payment', at, actor: staff('payments.confirm'), ...RECEIPT, uen: '' }, given(waiting))),
    ).toEqual({ kind: 'invalid', code: 'validation.required', field: 'uen' });
  });

  it('given the whole way to termination, evolve folds to the right state and keeps type and UEN', () => {
    const state = given(PATHS.terminated);
    expect(state).toMatchObject({ status: 'terminated', businessType: 'local_company', uen: 'KR-2026-000123', ownerEmail: OWNER });
    expect(state.history.map((h) => h.event)).toEqual([
      'submit',
      'start_legal_check',
      'recommend_approval',
      'approve',
      'confirm_payment',
      'terminate',
    ]);
    expect(given(PATHS.requires_trade_name_correction).openCorrection).toMatchObject({
      target: 'requires_trade_name_correction',
      reason: 'Name too similar to Zagros Trade',
    });
  });

  it('stores stable, distinct event names with the business prefix; publishes its workflow', () => {
    expect(new Set(BUSINESS_EVENT_TYPES).size).toBe(APPLICATION_STEPS.length - 1); // a claim records an assignment;
    for (const type of BUSINESS_EVENT_TYPES) expect(type).toMatch(/^business\.[a-z-]+$/);
    const published = publishedWorkflow(BUSINESS_WORKFLOW);
    expect(published.states.filter((s) => s.final).map((s) => s.name)).toEqual(['rejected', 'terminated']);
    expect(
      published.rows.filter((r) => r.event === 'return_to_applicant').map((r) => [r.to, r.fieldCommentsAllowed, r.reasonRequired]),
    ).toEqual([
      ['requires_business_correction', true, true],
      ['requires_trade_name_correction', true, true],
    ]);
  });
});

describe('rectifying the record of a registered company (issue 33)', () => {
  const director = staff('records.rectify');
  const ADDRESS = { province_id: 'erbil', district_id: 'erbil-koya', street: 'Gulan Street' };
  const withAddress = [
    e.submitted({ ...DETAILS, company: { ...DETAILS.company, address: ADDRESS } }, { businessType: 'local_company' }),
    ...registered.slice(1),
  ];
  const rectify = (patch: unknown) =>
    decide(
      { type: 'rectify', at, actor: director, reason: 'Registered in Soran, typed as Koya', patch } as BusinessCommand,
      given(withAddress),
    );

  it('given a registered company, when its district and its name in Arabic are rectified, then only those change, each path recorded', () => {
    const events = rectify({ company: { address: { district_id: 'erbil-soran' } }, trade_name: { locales: { ar: 'زاگروس للتجارة' } } });
    expect(events[0]).toMatchObject({
      type: 'business.record-rectified',
      data: {
        reason: 'Registered in Soran, typed as Koya',
        changes: { 'company.address.district_id': 'erbil-soran', 'trade_name.locales': { ar: 'زاگروس للتجارة' } },
        previous: { 'company.address.district_id': 'erbil-koya' },
      },
    });
    const state = given([...withAddress, ...events]);
    expect(state).toMatchObject({ status: 'registered', uen: 'KR-2026-000123' });
    expect(state.details).toEqual({
      ...DETAILS,
      trade_name: { ...DETAILS.trade_name, locales: { ar: 'زاگروس للتجارة' } },
      company: { ...DETAILS.company, address: { ...ADDRESS, district_id: 'erbil-soran' } },
    });
  });

  it('when the patch reaches a fact outside the rectifiable ones (the capital, the street, the name), then invalid naming it', () => {
    expect(refusalOf(() => rectify({ company: { capital_in_number: 2_000_000 } }))).toEqual({
      kind: 'invalid',
      code: 'rectification.not-rectifiable',
      field: 'patch.company.capital_in_number',
    });
    expect(refusalOf(() => rectify({ company: { address: { street: 'Another' } } }))).toMatchObject({
      field: 'patch.company.address.street',
    });
    expect(refusalOf(() => rectify({ trade_name: { name: 'Zagros Trade' } }))).toMatchObject({ field: 'patch.trade_name.name' });
    expect(refusalOf(() => rectify({ company: { address: { district_id: 'Erbil Soran!' } } }))).toMatchObject({
      code: 'validation.format',
      field: 'patch.company.address.district_id',
    });
    expect(refusalOf(() => rectify({ company: { address: { province_id: 'erbil' } } }))).toMatchObject({
      code: 'rectification.no-changes',
    });
  });
});
