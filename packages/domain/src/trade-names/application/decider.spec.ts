import { describe, expect, it } from 'vitest';
import { APPLICATION_STEPS } from '#src/applications/workflow/application-commands';
import type { TradeNameDetails } from '#src/applications/application';
import type { Permission } from '#src/identity/permissions';
import { type ExpectedRow, describeWorkflowRows } from '#src/applications/workflow/workflow-rows.contract';
import {
  OWNER,
  type StoredLike,
  T0,
  applicant,
  minutesLater,
  refusalOf,
  staff,
  storedEvents,
} from '#src/applications/workflow/decider-fixtures.contract';
import { describeOwnershipAndTransfers } from '#src/applications/workflow/ownership-and-transfers.contract';
import { type CommandActor, publishedWorkflow } from '#src/applications/workflow/workflow';
import type { TradeNameApplicationCommand } from './commands.js';
import { type TradeNameApplicationState, decide, evolve, initialState, tradeNameApplicationDecider } from './decider.js';
import { TRADE_NAME_APPLICATION_EVENT_TYPES, type TradeNameApplicationEvent } from './events.js';
import { TRADE_NAME_STATUSES, TRADE_NAME_WORKFLOW, type TradeNameStatus } from './workflow.js';

const REVIEW: Permission = 'applications.review';
const DECIDE: Permission = 'applications.decide';
/** A trade-name payload (../../../applications/domain/application.ts), flat as the form sends it. */
const DETAILS = {
  locale: 'ckb',
  name: 'Rasan',
  protection_level: 'kri_level',
  trade_name_type: 'profession',
  activity_ids: ['4761'],
  upn: '1990123456789',
  id_type: 'national_id',
  identity_documents: ['9b2f2a4e-2d5c-4d0e-9a53-1c1e9c0f7a11'],
  email: OWNER,
  phone_number: '07501234567',
  partners: [{ type: 'natural', upn: '1990123456789', owning_percentage: 100 }],
};

const e = storedEvents('trade-name');
const submitted = [e.submitted(DETAILS)];
const legalChecking = [...submitted, e.moved('legal-check-started', 'submitted', 'legal_checking')];
const returned = [
  ...legalChecking,
  e.returned('returned_to_applicant', 'The name needs its Arabic form', { locales: 'Add the Arabic spelling' }),
];
const recommended = [...legalChecking, e.moved('recommended-for-approval', 'legal_checking', 'trade_name_recommended_for_approval')];
const waiting = [...recommended, e.moved('approved', 'trade_name_recommended_for_approval', 'waiting_for_payment')];
const granted = [...waiting, e.moved('payment-confirmed', 'waiting_for_payment', 'granted')];
const PATHS: Record<TradeNameStatus, readonly StoredLike[]> = {
  submitted,
  legal_checking: legalChecking,
  returned_to_applicant: returned,
  trade_name_recommended_for_approval: recommended,
  waiting_for_payment: waiting,
  granted,
  rejected: [...legalChecking, e.moved('rejected', 'legal_checking', 'rejected', { reason: 'Generic name' })],
  terminated: [...granted, e.moved('terminated', 'granted', 'terminated', { reason: 'Licence withdrawn' })],
};

/** Given events (built loosely), the state the decider folds them into. */
const given = (events: readonly StoredLike[]): TradeNameApplicationState =>
  (events as unknown as TradeNameApplicationEvent[]).reduce(evolve, initialState());
const at = minutesLater(600);

const OPEN = [
  'submitted',
  'legal_checking',
  'returned_to_applicant',
  'trade_name_recommended_for_approval',
  'waiting_for_payment',
] as const;
const TRANSFERABLE = [...OPEN, 'granted'] as const;
const pendingTransfer = [e.transferRequested('new@example.org')];

const ROWS: ExpectedRow<TradeNameStatus>[] = [
  {
    from: null,
    step: 'submit',
    to: 'submitted',
    actors: ['applicant'],
    records: 'trade-name.submitted',
    payload: { details: DETAILS, ownerEmail: OWNER },
  },
  { from: 'submitted', step: 'start_legal_check', to: 'legal_checking', actors: [REVIEW], records: 'trade-name.legal-check-started' },
  {
    from: 'legal_checking',
    step: 'return_to_applicant',
    to: 'returned_to_applicant',
    actors: [REVIEW],
    records: 'trade-name.returned-to-applicant',
  },
  {
    from: 'returned_to_applicant',
    step: 'correct',
    to: 'returned_to_applicant',
    actors: ['applicant'],
    records: 'trade-name.corrected',
    payload: { section: 'activity-types', changes: { activity_ids: ['4761', '4762'] } },
  },
  { from: 'returned_to_applicant', step: 'resubmit', to: 'submitted', actors: ['applicant'], records: 'trade-name.resubmitted' },
  {
    from: 'legal_checking',
    step: 'recommend_approval',
    to: 'trade_name_recommended_for_approval',
    actors: [REVIEW],
    records: 'trade-name.recommended-for-approval',
  },
  {
    from: 'trade_name_recommended_for_approval',
    step: 'approve',
    to: 'waiting_for_payment',
    actors: [DECIDE],
    records: 'trade-name.approved',
  },
  {
    from: 'waiting_for_payment',
    step: 'confirm_payment',
    to: 'granted',
    actors: ['payments.confirm'],
    records: 'trade-name.payment-confirmed',
  },
  ...OPEN.map((from) => ({
    from,
    step: 'reject' as const,
    to: 'rejected' as const,
    actors: [REVIEW, DECIDE],
    records: 'trade-name.rejected',
  })),
  { from: 'granted', step: 'terminate', to: 'terminated', actors: [DECIDE], records: 'trade-name.terminated' },
  { from: 'granted', step: 'issue_certificate', to: 'granted', actors: ['certificates.issue'], records: 'trade-name.certificate-issued' },
  {
    from: 'granted',
    step: 'rectify',
    to: 'granted',
    actors: ['records.rectify'],
    records: 'trade-name.record-rectified',
    payload: { reason: 'The English spelling was mistyped', patch: { locales: { en: 'Rasan' } } },
  },
  ...OPEN.map((from) => ({
    from,
    step: 'assign' as const,
    to: from,
    actors: ['applications.assign' as const],
    records: 'trade-name.assigned',
  })),
  ...(['submitted', 'legal_checking'] as const).map((from) => ({
    from,
    step: 'claim' as const,
    to: from,
    actors: ['applications.review' as const],
    records: 'trade-name.assigned',
  })),
  ...TRANSFERABLE.flatMap((from) => [
    { from, step: 'request_transfer' as const, to: from, actors: ['applicant' as const], records: 'trade-name.transfer-requested' },
    {
      from,
      step: 'confirm_transfer' as const,
      to: from,
      actors: ['applicant' as const],
      records: 'trade-name.transfer-confirmed',
      given: pendingTransfer,
    },
    {
      from,
      step: 'cancel_transfer' as const,
      to: from,
      actors: ['applicant' as const],
      records: 'trade-name.transfer-cancelled',
      given: pendingTransfer,
    },
  ]),
];

describeWorkflowRows('trade-name application', {
  decider: tradeNameApplicationDecider,
  table: TRADE_NAME_WORKFLOW,
  pathTo: (s) => PATHS[s],
  rows: ROWS,
  states: TRADE_NAME_STATUSES,
});

describeOwnershipAndTransfers('trade-name application', {
  decider: tradeNameApplicationDecider,
  prefix: 'trade-name',
  pathTo: (s: TradeNameStatus) => PATHS[s],
  open: 'legal_checking',
  done: 'granted',
  closed: 'rejected',
});

describe('trade-name application decider', () => {
  it('given nothing, when the owner of the verified e-mail submits, then "trade-name.submitted" with details, owner and times', () => {
    const command: TradeNameApplicationCommand = {
      type: 'submit',
      at: new Date(T0),
      actor: applicant(),
      details: DETAILS,
      ownerEmail: OWNER,
      submittedAt: '2026-03-01T07:59:00Z',
    };
    expect(decide(command, initialState())).toEqual([
      {
        type: 'trade-name.submitted',
        schemaVersion: 1,
        data: {
          actor: { kind: 'applicant', email: OWNER },
          at: T0,
          from: null,
          to: 'submitted',
          reason: null,
          ownerEmail: OWNER,
          details: DETAILS,
          submittedAt: '2026-03-01T07:59:00.000Z',
        },
      },
    ]);
  });

  it('takes the payload types of the application module as its details', () => {
    const details = DETAILS as unknown as TradeNameDetails;
    const events = decide<TradeNameDetails>(
      { type: 'submit', at, actor: applicant(), details, ownerEmail: OWNER },
      initialState<TradeNameDetails>(),
    );
    const state: TradeNameApplicationState<TradeNameDetails> = evolve(initialState<TradeNameDetails>(), events[0]!);
    expect(state.details?.name).toBe('Rasan');
  });

  it('when submitted for another e-mail, then forbidden; when submitted again, then conflict', () => {
    expect(
      refusalOf(() => decide({ type: 'submit', at, actor: applicant(), details: DETAILS, ownerEmail: 'else@example.org' }, initialState())),
    ).toEqual({ kind: 'forbidden', code: 'application.not-owner' });
    expect(
      refusalOf(() => decide({ type: 'submit', at, actor: applicant(), details: DETAILS, ownerEmail: OWNER }, given(submitted))),
    ).toMatchObject({ kind: 'conflict', code: 'workflow.not-allowed-in-state' });
    expect(
      refusalOf(() => decide({ type: 'submit', at: 'yesterday', actor: applicant(), details: DETAILS, ownerEmail: OWNER }, initialState())),
    ).toEqual({ kind: 'invalid', code: 'validation.date', field: 'at' });
  });

  it.each([
    ['return_to_applicant', legalChecking, staff(REVIEW)],
    ['reject', legalChecking, staff(DECIDE)],
    ['terminate', granted, staff(DECIDE)],
  ] as const)('when %s comes without a reason (or a blank one), then invalid workflow.reason-required on reason', (type, events, actor) => {
    for (const reason of ['', '   ']) {
      expect(refusalOf(() => decide({ type, at, actor, reason } as TradeNameApplicationCommand, given(events)))).toEqual({
        kind: 'invalid',
        code: 'workflow.reason-required',
        field: 'reason',
      });
    }
  });

  it('given legal checking, when returned with comments per field, then the event keeps them and the state holds them until resubmission', () => {
    const events = decide(
      {
        type: 'return_to_applicant',
        at,
        actor: staff(REVIEW),
        reason: ' Spelling ',
        fieldComments: { name: ' Use the licence spelling ' },
      },
      given(legalChecking),
    );
    expect(events).toEqual([
      {
        type: 'trade-name.returned-to-applicant',
        schemaVersion: 1,
        data: {
          actor: { kind: 'staff', id: 'staff-applications.review' },
          at,
          from: 'legal_checking',
          to: 'returned_to_applicant',
          reason: 'Spelling',
          fieldComments: { name: 'Use the licence spelling' },
        },
      },
    ]);
    const state = given([...legalChecking, ...events]);
    expect(state.openCorrection).toEqual({
      target: 'returned_to_applicant',
      reason: 'Spelling',
      fieldComments: { name: 'Use the licence spelling' },
      returnedAt: at,
      originals: {},
      namedSections: ['trade-name-info'],
      correctedSections: [],
    });
    const corrected = [...legalChecking, ...events, e.corrected('trade-name-info', { name: 'Rasan Books' }, { name: 'Rasan' })];
    expect(given(corrected).openCorrection?.fieldComments).toEqual({ name: 'Use the licence spelling' });
    expect(given([...corrected, e.resubmitted('returned_to_applicant', ['name'])]).openCorrection).toBeNull();
  });

  it('when a field comment is blank, then invalid on that comment', () => {
    expect(
      refusalOf(() =>
        decide(
          { type: 'return_to_applicant', at, actor: staff(REVIEW), reason: 'x', fieldComments: { 'partners[0].upn': ' ' } },
          given(legalChecking),
        ),
      ),
    ).toEqual({
      kind: 'invalid',
      code: 'validation.required',
      field: 'field_comments.partners[0].upn',
    });
  });

  it('given returned, when the applicant corrects a section, then the event records the new and the previous values of what changed only', () => {
    const events = decide(
      {
        type: 'correct',
        at,
        actor: applicant(),
        section: 'trade-name-info',
        changes: { name: 'Rasan Books', locale: 'ckb', locales: { ar: 'راسان' } },
      },
      given(returned),
    );
    expect(events).toEqual([
      {
        type: 'trade-name.corrected',
        schemaVersion: 1,
        data: {
          actor: { kind: 'applicant', email: OWNER },
          at,
          section: 'trade-name-info',
          changes: { name: 'Rasan Books', locales: { ar: 'راسان' } },
          previous: { name: 'Rasan' },
        },
      },
    ]);
    expect(given([...returned, ...events]).details).toEqual({ ...DETAILS, name: 'Rasan Books', locales: { ar: 'راسان' } });
  });

  it('given returned, when a correction sends null for an answer, then the answer is removed, and its previous value recorded', () => {
    const atDistrict = [
      e.submitted({ ...DETAILS, protection_level: 'district_level', district_id: 'erbil-soran' }),
      e.moved('legal-check-started', 'submitted', 'legal_checking'),
      e.returned('returned_to_applicant', 'Region-wide, please', { protection_level: 'Protect it everywhere' }),
    ];
    const events = decide(
      {
        type: 'correct',
        at,
        actor: applicant(),
        section: 'trade-name-info',
        changes: { protection_level: 'kri_level', district_id: null },
      },
      given(atDistrict),
    );
    expect(events[0]!.data).toMatchObject({
      changes: { protection_level: 'kri_level', district_id: null },
      previous: { protection_level: 'district_level', district_id: 'erbil-soran' },
    });
    const after = given([...atDistrict, ...events]);
    expect(after.details).toEqual(DETAILS);
    expect(Object.hasOwn(after.details!, 'district_id')).toBe(false);
    // The resubmission names the removed answer among the changes.
    expect(decide({ type: 'resubmit', at, actor: applicant() }, after)[0]!.data).toMatchObject({
      changedFields: ['district_id', 'protection_level'],
    });
    // Removing an answer the application does not have is no change.
    expect(
      refusalOf(() =>
        decide(
          { type: 'correct', at, actor: applicant(), section: 'trade-name-info', changes: { passport_number: null } },
          given(returned),
        ),
      ),
    ).toEqual({
      kind: 'invalid',
      code: 'correction.no-changes',
      field: 'changes',
    });
  });

  it('when a correction changes nothing, or a key its section does not own, or names a section a trade name lacks, or comes outside a return, then refused', () => {
    expect(
      refusalOf(() =>
        decide({ type: 'correct', at, actor: applicant(), section: 'trade-name-info', changes: { name: 'Rasan' } }, given(returned)),
      ),
    ).toEqual({ kind: 'invalid', code: 'correction.no-changes', field: 'changes' });
    const locked = (() => {
      try {
        decide(
          {
            type: 'correct',
            at,
            actor: applicant(),
            section: 'trade-name-info',
            changes: { name: 'Rasan Books', email: 'x@example.org', activity_ids: ['1'] },
          },
          given(returned),
        );
      } catch (error) {
        return (error as { problems: unknown }).problems;
      }
    })();
    // Every key out of the section is named, so the form can mark each.
    expect(locked).toEqual([
      { code: 'correction.section-locked', field: 'activity_ids', params: { sections: ['trade-name-info'] } },
      { code: 'correction.section-locked', field: 'email', params: { sections: ['trade-name-info'] } },
    ]);
    expect(
      refusalOf(() =>
        decide(
          { type: 'correct', at, actor: applicant(), section: 'business-info' as 'activity-types', changes: { a: 1 } },
          given(returned),
        ),
      ),
    ).toEqual({
      kind: 'invalid',
      code: 'correction.section-not-open',
      field: 'section',
      params: { section: 'business-info' },
    });
    expect(
      refusalOf(() =>
        decide({ type: 'correct', at, actor: applicant(), section: 'trade-name-info', changes: { name: 'X' } }, given(submitted)),
      ),
    ).toMatchObject({ kind: 'conflict' });
  });

  it('given corrections since the return, when resubmitted, then the event lists the fields that differ from the return, down to the leaf (a change undone does not count)', () => {
    const partner = DETAILS.partners[0]!;
    const corrections = [
      ...returned,
      e.corrected('trade-name-info', { name: 'Rasan Books' }, { name: 'Rasan' }),
      e.corrected('trade-name-info', { phone_number: '07701111111', locales: { ar: 'راسان' } }, { phone_number: '07501234567' }),
      e.corrected('trade-name-info', { phone_number: '07501234567' }, { phone_number: '07701111111' }),
      e.corrected('trade-name-info', { partners: [{ ...partner, upn: '1985123456780' }] }, { partners: DETAILS.partners }),
      e.corrected('trade-name-info', { name: 'Rasan Bookshop' }, { name: 'Rasan Books' }),
    ];
    const events = decide({ type: 'resubmit', at, actor: applicant() }, given(corrections));
    expect(events).toEqual([
      {
        type: 'trade-name.resubmitted',
        schemaVersion: 1,
        data: {
          actor: { kind: 'applicant', email: OWNER },
          at,
          from: 'returned_to_applicant',
          to: 'submitted',
          reason: null,
          changedFields: ['locales', 'name', 'partners[0].upn'],
        },
      },
    ]);
  });

  it('a second return starts a new count of changes', () => {
    const firstRound = [
      ...returned,
      e.corrected('trade-name-info', { name: 'Rasan Books' }, { name: 'Rasan' }),
      e.resubmitted('returned_to_applicant', ['name']),
    ];
    const secondReturn = [
      ...firstRound,
      e.moved('legal-check-started', 'submitted', 'legal_checking'),
      e.returned('returned_to_applicant', 'Phone'),
    ];
    expect(decide({ type: 'resubmit', at, actor: applicant() }, given(secondReturn))[0]!.data).toMatchObject({ changedFields: [] });
  });

  it('assignment needs the permission, not a role, and records the previous assignee', () => {
    const state = given([...submitted, e.assigned('reviewer-1')]);
    expect(decide({ type: 'assign', at, actor: staff('applications.assign'), assigneeId: 'reviewer-2' }, state)[0]!.data).toMatchObject({
      assigneeId: 'reviewer-2',
      previousAssigneeId: 'reviewer-1',
    });
    expect(given([...submitted, e.assigned('reviewer-1'), e.assigned(null, 'reviewer-1')]).assigneeId).toBeNull();
    expect(refusalOf(() => decide({ type: 'assign', at, actor: staff(REVIEW, DECIDE), assigneeId: 'x' }, state))).toEqual({
      kind: 'forbidden',
      code: 'workflow.not-permitted',
    });
    expect(refusalOf(() => decide({ type: 'assign', at, actor: staff('applications.assign'), assigneeId: ' ' }, state))).toEqual({
      kind: 'invalid',
      code: 'validation.required',
      field: 'assignee_id',
    });
  });

  it('given the whole way to granted and beyond, evolve folds to the right state with the history of transits', () => {
    const state = given([...PATHS.terminated]);
    expect(state).toMatchObject({
      status: 'terminated',
      ownerEmail: OWNER,
      details: DETAILS,
      pendingTransfer: null,
      openCorrection: null,
      assigneeId: null,
    });
    expect(state.history.map((h) => `${h.from ?? '-'} ${h.event} ${h.to}`)).toEqual([
      '- submit submitted',
      'submitted start_legal_check legal_checking',
      'legal_checking recommend_approval trade_name_recommended_for_approval',
      'trade_name_recommended_for_approval approve waiting_for_payment',
      'waiting_for_payment confirm_payment granted',
      'granted terminate terminated',
    ]);
    expect(state.history.at(-1)).toMatchObject({ reason: 'Licence withdrawn', actor: { kind: 'staff' } });
    expect(given(PATHS.rejected).status).toBe('rejected');
  });

  it('evolve ignores events it does not know (another aggregate or a newer version)', () => {
    const state = given(submitted);
    expect(evolve(state, { type: 'business.submitted', schemaVersion: 1, data: {} } as unknown as TradeNameApplicationEvent)).toBe(state);
    expect(evolve(state, { type: 'trade-name.renamed', schemaVersion: 1, data: {} } as unknown as TradeNameApplicationEvent)).toBe(state);
  });

  it('stores stable, distinct event names with the trade-name prefix', () => {
    expect(new Set(TRADE_NAME_APPLICATION_EVENT_TYPES).size).toBe(APPLICATION_STEPS.length - 1); // a claim records an assignment;
    for (const type of TRADE_NAME_APPLICATION_EVENT_TYPES) expect(type).toMatch(/^trade-name\.[a-z-]+$/);
  });

  it('publishes its workflow: the initial and the final states, and reject from every open state', () => {
    const published = publishedWorkflow(TRADE_NAME_WORKFLOW);
    expect(published.states.filter((s) => s.final).map((s) => s.name)).toEqual(['rejected', 'terminated']);
    expect(published.states.filter((s) => s.initial).map((s) => s.name)).toEqual(['submitted']);
    expect(published.rows.filter((r) => r.event === 'reject').map((r) => r.from)).toEqual([...OPEN]);
  });
});

describe('issuing the certificate (issue 33 §2)', () => {
  const issuedAt = minutesLater(100);
  const registrar = { kind: 'staff' as const, id: 'registrar-1', permissions: ['certificates.issue'] };
  const issue = (certificateId: string, actor: CommandActor = registrar): TradeNameApplicationCommand => ({
    type: 'issue_certificate',
    at: issuedAt,
    actor,
    certificateId,
    registerNumber: 'TN-2026-000123',
  });
  const firstIssued = (events: readonly StoredLike[]) => [...events, ...decide(issue('cert-1'), given(events))];

  it('given a granted name, when the registrar issues, then the certificate is recorded with its number, and shown in the history', () => {
    const events = decide(issue(' cert-1 '), given(granted));
    expect(events).toEqual([
      {
        type: 'trade-name.certificate-issued',
        schemaVersion: 1,
        data: {
          actor: { kind: 'staff', id: 'registrar-1' },
          at: issuedAt,
          certificateId: 'cert-1',
          registerNumber: 'TN-2026-000123',
          number: 'TN-2026-000123-C1',
          sequence: 1,
          supersedes: null,
        },
      },
    ]);
    const state = given([...granted, ...events]);
    expect(state.status).toBe('granted');
    expect(state.certificates).toEqual([
      {
        id: 'cert-1',
        number: 'TN-2026-000123-C1',
        registerNumber: 'TN-2026-000123',
        sequence: 1,
        issuedAt,
        issuedBy: { kind: 'staff', id: 'registrar-1' },
        supersedes: null,
      },
    ]);
    expect(state.history.at(-1)).toMatchObject({ event: 'issue_certificate', from: 'granted', to: 'granted' });
  });

  it('given someone who examined or approved it, when they issue (even holding the permission), then four-eyes refuses', () => {
    // e.moved records staff-1 as the actor of the legal check, the recommendation and the approval.
    const examiner = { kind: 'staff' as const, id: 'staff-1', permissions: ['certificates.issue'] };
    expect(refusalOf(() => decide(issue('cert-1', examiner), given(granted)))).toEqual({
      kind: 'forbidden',
      code: 'certificate.four-eyes',
    });
    const returner = { kind: 'staff' as const, id: 'reviewer-1', permissions: ['certificates.issue'] };
    const afterReturn = [
      ...returned,
      e.resubmitted('returned_to_applicant', []),
      ...recommended.slice(1),
      ...waiting.slice(recommended.length),
      ...granted.slice(waiting.length),
    ];
    expect(given(afterReturn).status).toBe('granted');
    expect(refusalOf(() => decide(issue('cert-1', returner), given(afterReturn)))).toEqual({
      kind: 'forbidden',
      code: 'certificate.four-eyes',
    });
  });

  it('given a certificate issued, when issued again with nothing changed, then conflict; after a transfer, the re-issue supersedes it', () => {
    const issued = firstIssued(granted);
    expect(refusalOf(() => decide(issue('cert-2'), given(issued)))).toEqual({ kind: 'conflict', code: 'certificate.already-issued' });
    const transferred = [...issued, e.transferRequested('new@example.org'), e.transferConfirmed('new@example.org')];
    const [reissued] = decide(issue('cert-2'), given(transferred));
    expect(reissued!.data).toMatchObject({ certificateId: 'cert-2', number: 'TN-2026-000123-C2', sequence: 2, supersedes: 'cert-1' });
    const state = given([...transferred, reissued!]);
    expect(state.certificates.map((c) => [c.id, c.supersedes])).toEqual([
      ['cert-1', null],
      ['cert-2', 'cert-1'],
    ]);
    // The re-issue states the new facts: a third needs another change.
    expect(refusalOf(() => decide(issue('cert-3'), state))).toMatchObject({ kind: 'conflict' });
  });

  it('when the ids are missing, then invalid; before the grant, then conflict', () => {
    expect(refusalOf(() => decide({ ...issue(''), registerNumber: ' ' } as TradeNameApplicationCommand, given(granted)))).toEqual({
      kind: 'invalid',
      code: 'validation.required',
      field: 'certificate_id',
    });
    expect(refusalOf(() => decide(issue('cert-1'), given(waiting)))).toMatchObject({
      kind: 'conflict',
      code: 'workflow.not-allowed-in-state',
    });
  });
});

describe('rectifying the record after the grant (issue 33)', () => {
  const at = minutesLater(200);
  const director = { kind: 'staff' as const, id: 'director-9', permissions: ['records.rectify', 'certificates.issue'] };
  const registrar = { kind: 'staff' as const, id: 'registrar-1', permissions: ['certificates.issue'] };
  const REASON = 'The English spelling was mistyped at the counter';
  const rectify = (patch: unknown, reason: string = REASON, actor: CommandActor = director) =>
    ({ type: 'rectify', at, actor, reason, patch }) as TradeNameApplicationCommand;
  const issue = (certificateId: string, actor: CommandActor = registrar): TradeNameApplicationCommand => ({
    type: 'issue_certificate',
    at: minutesLater(300),
    actor,
    certificateId,
    registerNumber: 'TN-2026-000123',
  });
  const withSpellings = [e.submitted({ ...DETAILS, locales: { en: 'Rasan', ar: 'رسن' } }), ...granted.slice(1)];

  it('given a granted name, when a director rectifies a spelling with a reason, then the record holds it and the history says why', () => {
    const events = decide(rectify({ locales: { en: ' Rasaan ', ar: 'رسن' } }), given(withSpellings));
    expect(events).toEqual([
      {
        type: 'trade-name.record-rectified',
        schemaVersion: 1,
        data: {
          actor: { kind: 'staff', id: 'director-9' },
          at,
          reason: REASON,
          changes: { locales: { en: 'Rasaan', ar: 'رسن' } },
          previous: { locales: { en: 'Rasan', ar: 'رسن' } },
        },
      },
    ]);
    const state = given([...withSpellings, ...events]);
    expect(state.status).toBe('granted');
    expect(state.details).toEqual({ ...DETAILS, locales: { en: 'Rasaan', ar: 'رسن' } });
    expect(state.history.at(-1)).toEqual({
      event: 'rectify',
      from: 'granted',
      to: 'granted',
      actor: { kind: 'staff', id: 'director-9' },
      at,
      reason: REASON,
    });
  });

  it('given a certificate issued, when the record is rectified, then another registrar re-issues, superseding it; the rectifier may not', () => {
    const issued = [...granted, ...decide(issue('cert-1'), given(granted))];
    expect(refusalOf(() => decide(issue('cert-2'), given(issued)))).toMatchObject({ code: 'certificate.already-issued' });
    const rectified = [...issued, ...decide(rectify({ locales: { en: 'Rasan' } }), given(issued))];
    expect(refusalOf(() => decide(issue('cert-2', director), given(rectified)))).toEqual({
      kind: 'forbidden',
      code: 'certificate.four-eyes',
    });
    const [reissued] = decide(issue('cert-2'), given(rectified));
    expect(reissued!.data).toMatchObject({ number: 'TN-2026-000123-C2', sequence: 2, supersedes: 'cert-1' });
    // The re-issue states the rectified facts: a third needs another change.
    expect(refusalOf(() => decide(issue('cert-3'), given([...rectified, reissued!])))).toMatchObject({
      code: 'certificate.already-issued',
    });
  });

  it('when the patch changes nothing, then refused naming the patch; blanks and key order do not count as changes', () => {
    expect(refusalOf(() => decide(rectify({ locales: { ar: 'رسن ', en: 'Rasan' } }), given(withSpellings)))).toEqual({
      kind: 'invalid',
      code: 'rectification.no-changes',
      field: 'patch',
    });
    expect(refusalOf(() => decide(rectify({}), given(granted)))).toMatchObject({ code: 'rectification.no-changes', field: 'patch' });
    expect(refusalOf(() => decide(rectify({ locales: { ckb: ' ', en: '' } }), given(granted)))).toMatchObject({
      code: 'rectification.no-changes',
    });
  });

  it('when the patch names a fact a rectification may not change, or breaks a field rule, then invalid at that field', () => {
    const state = given(granted);
    expect(refusalOf(() => decide(rectify({ name: 'Rasaan' }), state))).toEqual({
      kind: 'invalid',
      code: 'rectification.not-rectifiable',
      field: 'patch.name',
    });
    expect(refusalOf(() => decide(rectify({ classes: [] }), state))).toMatchObject({ field: 'patch.classes' });
    expect(refusalOf(() => decide(rectify({ locales: { fr: 'Rasan' } }), state))).toMatchObject({
      code: 'validation.unknown-field',
      field: 'patch.locales.fr',
    });
    expect(refusalOf(() => decide(rectify({ locales: { en: 'x'.repeat(201) } }), state))).toMatchObject({
      code: 'validation.text-max',
      field: 'patch.locales.en',
      params: { max: 200 },
    });
    expect(refusalOf(() => decide(rectify({ locales: 'Rasan' }), state))).toMatchObject({
      code: 'validation.object',
      field: 'patch.locales',
    });
    expect(refusalOf(() => decide(rectify(['locales']), state))).toMatchObject({ code: 'validation.object', field: 'patch' });
  });

  it('when the reason is missing or too long, the actor may not rectify, or the name is not granted, then refused', () => {
    const patch = { locales: { en: 'Rasan' } };
    expect(refusalOf(() => decide(rectify(patch, '  '), given(granted)))).toMatchObject({
      kind: 'invalid',
      code: 'workflow.reason-required',
      field: 'reason',
    });
    expect(refusalOf(() => decide(rectify(patch, 'x'.repeat(2001)), given(granted)))).toMatchObject({
      code: 'validation.text-max',
      field: 'reason',
    });
    expect(refusalOf(() => decide(rectify(patch, REASON, registrar), given(granted)))).toMatchObject({
      kind: 'forbidden',
      code: 'workflow.not-permitted',
    });
    expect(refusalOf(() => decide(rectify(patch), given(waiting)))).toMatchObject({
      kind: 'conflict',
      code: 'workflow.not-allowed-in-state',
    });
    expect(refusalOf(() => decide(rectify(patch), given(PATHS.terminated)))).toMatchObject({ kind: 'conflict' });
  });
});
