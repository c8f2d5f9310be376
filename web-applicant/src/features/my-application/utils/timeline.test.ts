import { describe, expect, it } from 'vitest';
import { i18n } from '#src/i18n';
import { everyStep, LOCALES, unreadable } from '#src/lib/workflow/testing';
import { NS } from '../i18n';
import { timelineItems } from './timeline';

describe('the applicant’s timeline', () => {
  it.each(LOCALES)('reads every step of every kind, and the state it led to, in %s', (locale) => {
    const t = i18n.getFixedT(locale, NS);
    const steps = everyStep();
    const items = timelineItems(steps, t);
    expect(items.length).toBeGreaterThan(0);
    const bad = items.filter(
      ({ entry, title, now }) => unreadable(title, entry.event, locale) || (now !== null && unreadable(now, entry.to, locale)),
    );
    expect(bad).toEqual([]);
    // Every step a table leads into a new state says so.
    expect(items.filter((i) => i.entry.from !== i.entry.to && i.now === null)).toEqual([]);
  });

  it('leaves out the registry’s desk work and steps it has no label for', () => {
    const t = i18n.getFixedT('en', NS);
    const history = [
      { event: 'submit', from: null, to: 'submitted' },
      { event: 'assign', from: 'submitted', to: 'submitted' },
      { event: 'something_new', from: 'submitted', to: 'submitted' },
      { event: 'recommend_approval', from: 'legal_checking', to: 'trade_name_recommended_for_approval' },
    ];
    expect(timelineItems(history, t).map(({ title, now }) => ({ title, now }))).toEqual([
      { title: 'Application submitted', now: 'now: Submitted' },
      { title: 'Recommended for approval', now: 'now: Recommended for approval' },
    ]);
  });
});
