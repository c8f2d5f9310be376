import { describe, expect, it } from 'vitest';
import { ASSIGNED_TO_ANOTHER, refusalNotices, REFUSAL_TEXTS } from './refusals';

describe('refusalNotices', () => {
  it('groups the refused buttons by rule, one notice for every step of a case held by another', () => {
    const shown = ['start_legal_check', 'return_for_correction', 'reject'];
    const refused = Object.fromEntries(shown.map((e) => [e, ASSIGNED_TO_ANOTHER]));
    expect(refusalNotices(shown, refused)).toEqual([{ code: ASSIGNED_TO_ANOTHER, events: shown }]);
  });

  it('keeps four-eyes on its own, and leaves out refusals of steps not shown as buttons', () => {
    const notices = refusalNotices(['approve', 'reject'], { approve: 'workflow.four-eyes', assign: ASSIGNED_TO_ANOTHER });
    expect(notices).toEqual([{ code: 'workflow.four-eyes', events: ['approve'] }]);
    expect(refusalNotices(['approve'], {})).toEqual([]);
  });

  it('has words for every refusal the API announces', () => {
    expect(REFUSAL_TEXTS[ASSIGNED_TO_ANOTHER]).toBe('admin.review.assigned_to_another');
    expect(REFUSAL_TEXTS['workflow.four-eyes']).toBe('admin.review.four_eyes');
  });
});
