import { describe, expect, it } from 'vitest';
import '#src/shared/i18n/common-messages';
import { hasMessage, translate } from '#src/shared/i18n/messages';
import '../rules/messages.js';
import { changedPaths, sameValue } from './details-diff.js';
import { applicant, refusalOf, staff } from './decider-fixtures.contract.js';
import { WorkflowMessages } from './messages.js';
import {
  allowedEvents,
  capabilitiesOf,
  defineWorkflow,
  fromEach,
  isFinal,
  publishedWorkflow,
  stayIn,
  statesOf,
  transition,
} from './workflow.js';

type S = 'open' | 'fix_a' | 'fix_b' | 'done' | 'closed';
const table = defineWorkflow<S, string>([
  { from: null, event: 'submit', to: 'open', actors: ['applicant'], reasonRequired: false },
  { from: 'open', event: 'send_back', to: 'fix_a', actors: ['applications.review'], reasonRequired: true, fieldCommentsAllowed: true },
  { from: 'open', event: 'send_back', to: 'fix_b', actors: ['applications.review'], reasonRequired: true, fieldCommentsAllowed: true },
  { from: 'open', event: 'finish', to: 'done', actors: ['applications.decide'], reasonRequired: false },
  ...fromEach(['open', 'fix_a'], 'close', 'closed', ['applications.review', 'applications.decide'], { reasonRequired: true }),
  ...stayIn(['open', 'done'], 'assign', ['applications.assign']),
]);

describe('workflow table helpers', () => {
  it('lists the events an actor may take in a state, once each, in table order', () => {
    expect(allowedEvents(table, 'open', staff('applications.review'))).toEqual(['send_back', 'close']);
    expect(allowedEvents(table, 'open', staff('applications.review', 'applications.decide', 'applications.assign'))).toEqual([
      'send_back',
      'finish',
      'close',
      'assign',
    ]);
    expect(allowedEvents(table, null, applicant())).toEqual(['submit']);
    expect(allowedEvents(table, 'open', 'applications.decide')).toEqual(['finish', 'close']);
    expect(allowedEvents(table, 'closed', staff(...(['applications.review', 'applications.decide'] as const)))).toEqual([]);
  });

  it('a staff member stands for the permissions held, never for the applicant, and unknown permissions count for nothing', () => {
    expect([...capabilitiesOf({ kind: 'staff', id: 's', permissions: ['applications.review', 'reviewer', 'applicant'] })]).toEqual([
      'applications.review',
    ]);
    expect([...capabilitiesOf(applicant())]).toEqual(['applicant']);
  });

  it('transition returns the row; a step that stays leaves the state as it is', () => {
    expect(transition(table, 'open', 'finish', staff('applications.decide'))).toMatchObject({ to: 'done' });
    expect(transition(table, 'done', 'assign', staff('applications.assign'))).toMatchObject({ from: 'done', to: 'done' });
  });

  it('refuses a known event the actor may never take: forbidden', () => {
    expect(refusalOf(() => transition(table, 'open', 'finish', staff('applications.review')))).toEqual({
      kind: 'forbidden',
      code: 'workflow.not-permitted',
    });
    expect(refusalOf(() => transition(table, 'open', 'finish', applicant()))).toEqual({
      kind: 'forbidden',
      code: 'workflow.not-permitted',
    });
  });

  it('refuses an event not open in the state: conflict naming both, with the allowed events for the client', () => {
    let thrown: unknown;
    try {
      transition(table, 'done', 'finish', staff('applications.decide'));
    } catch (e) {
      thrown = e;
    }
    expect(refusalOf(() => transition(table, 'done', 'finish', staff('applications.decide')))).toEqual({
      kind: 'conflict',
      code: 'workflow.not-allowed-in-state',
      params: { event: 'finish', state: 'done' },
    });
    expect((thrown as { meta: unknown }).meta).toEqual({ allowedEvents: [] });
    expect(refusalOf(() => transition(table, null, 'finish', staff('applications.decide')))).toMatchObject({ params: { state: 'none' } });
  });

  it('refuses an unknown event: not found', () => {
    expect(refusalOf(() => transition(table, 'open', 'teleport', staff('applications.decide')))).toEqual({
      kind: 'not-found',
      code: 'workflow.unknown-event',
      params: { event: 'teleport' },
    });
  });

  it('wants a reason where the row says so; blank is no reason', () => {
    const closer = staff('applications.decide');
    for (const reason of [undefined, null, '', '  \n ']) {
      expect(refusalOf(() => transition(table, 'open', 'close', closer, { reason }))).toEqual({
        kind: 'invalid',
        code: 'workflow.reason-required',
        field: 'reason',
      });
    }
    expect(transition(table, 'open', 'close', closer, { reason: 'Duplicate' }).to).toBe('closed');
  });

  it('takes field comments only where the row allows them', () => {
    const reviewer = staff('applications.review');
    expect(refusalOf(() => transition(table, 'open', 'close', reviewer, { reason: 'x', fieldComments: { 'a.b': 'c' } }))).toEqual({
      kind: 'invalid',
      code: 'workflow.field-comments-not-allowed',
      field: 'field_comments',
    });
    expect(transition(table, 'open', 'send_back', reviewer, { reason: 'x', fieldComments: { 'a.b': 'c' }, to: 'fix_b' }).to).toBe('fix_b');
  });

  it('where rows share state and event, the target picks one; missing or foreign target is refused naming the choices', () => {
    const reviewer = staff('applications.review');
    expect(transition(table, 'open', 'send_back', reviewer, { reason: 'x', to: 'fix_a' }).to).toBe('fix_a');
    expect(refusalOf(() => transition(table, 'open', 'send_back', reviewer, { reason: 'x' }))).toEqual({
      kind: 'invalid',
      code: 'workflow.target-required',
      field: 'target',
      params: { allowed: ['fix_a', 'fix_b'] },
    });
    expect(refusalOf(() => transition(table, 'open', 'finish', staff('applications.decide'), { to: 'closed' }))).toMatchObject({
      code: 'workflow.target-required',
    });
  });

  it('knows the states and which are final', () => {
    expect(statesOf(table)).toEqual(['open', 'fix_a', 'fix_b', 'done', 'closed']);
    expect(['open', 'fix_a', 'fix_b', 'done', 'closed'].filter((s) => isFinal(table, s as S))).toEqual(['fix_b', 'closed']);
    expect(isFinal(table, null)).toBe(false);
  });

  it('publishes the table as plain JSON', () => {
    const published = publishedWorkflow(table);
    expect(JSON.parse(JSON.stringify(published))).toEqual(published);
    expect(published.states[0]).toEqual({ name: 'open', initial: true, final: false });
    expect(published.events).toEqual(['submit', 'send_back', 'finish', 'close', 'assign']);
    expect(published.rows[0]).toEqual({
      from: null,
      event: 'submit',
      to: 'open',
      actors: ['applicant'],
      reasonRequired: false,
      fieldCommentsAllowed: false,
    });
    expect(published.rows).toHaveLength(table.length);
  });

  it('refuses a table with a row twice or a row nobody may take', () => {
    const row = {
      from: 'open' as const,
      event: 'finish',
      to: 'done' as const,
      actors: ['applications.decide' as const],
      reasonRequired: false,
    };
    expect(() => defineWorkflow([row, row])).toThrow(/listed twice/);
    expect(() => defineWorkflow([{ ...row, actors: [] }])).toThrow(/names no actor/);
    expect(Object.isFrozen(table)).toBe(true);
  });
});

describe('structural equality of detail values', () => {
  it('compares JSON-like values by content', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(new Date(5), new Date(5))).toBe(true);
  });

  it('names what changed down to the leaf; a list that grew or shrank is one change', () => {
    expect(changedPaths({ capital: 1, address: { city: 'Erbil' } }, { capital: 2, address: { city: 'Erbil' } }, 'company')).toEqual([
      'company.capital',
    ]);
    expect(changedPaths([{ upn: 'a' }, { upn: 'b' }], [{ upn: 'a' }, { upn: 'c' }], 'shareholders')).toEqual(['shareholders[1].upn']);
    expect(changedPaths(['a'], ['a', 'b'], 'activity_ids')).toEqual(['activity_ids']);
    expect(changedPaths(undefined, { en: 'x' }, 'locales')).toEqual(['locales']);
    expect(changedPaths({ a: 1 }, { a: 1 }, 'same')).toEqual([]);
  });
});

describe('workflow messages', () => {
  it('exist in all four languages, and the generic codes the deciders use are registered', () => {
    for (const code of Object.keys(WorkflowMessages)) {
      for (const locale of ['ckb', 'en', 'ar', 'kmr'] as const) expect(translate(code, locale)).not.toBe(code);
    }
    const reused = [
      'validation.required',
      'validation.object',
      'validation.email',
      'validation.date',
      'validation.one-of',
      'transfer.same-email',
      'correction.section-locked',
    ];
    for (const code of reused) expect(hasMessage(code)).toBe(true);
  });

  it('fill in the event and the state', () => {
    expect(translate('workflow.not-allowed-in-state', 'en', { event: 'approve', state: 'submitted' })).toBe(
      'The step "approve" is not allowed while the application is "submitted"',
    );
  });
});
