import { describe, expect, it } from 'vitest';
import { i18n } from '#src/i18n';
import { currentStepOf, isShownStep, statusLabelKey, statusTone, stepLabelKey } from './index';
import { everyStatus, everyStep, LOCALES, unreadable } from './testing';

describe('workflow labels in the portal', () => {
  it('walks the three kinds of application', () => {
    expect(new Set(everyStatus().map((s) => s.kind))).toEqual(new Set(['trade-name', 'business', 'trademark']));
  });

  it.each(LOCALES)('labels every status of every kind in %s (the status chip)', (locale) => {
    const t = i18n.getFixedT(locale);
    const bad = everyStatus()
      .map(({ kind, status }) => ({ kind, status, text: t(statusLabelKey(status)) }))
      .filter(({ status, text }) => unreadable(text, status, locale) !== null);
    expect(bad).toEqual([]);
  });

  it('colours every status of every kind by what it means, never neutral', () => {
    expect(everyStatus().filter(({ status }) => statusTone(status) === 'neutral')).toEqual([]);
    expect(statusTone('returned_to_applicant')).toBe('warning');
    expect(statusTone('granted')).toBe('success');
    expect(statusTone('rejected')).toBe('error');
    expect(statusTone('trade_name_recommended_for_approval')).toBe('info');
  });

  it.each(LOCALES)('labels every step the timeline shows in %s, and hides desk work', (locale) => {
    const t = i18n.getFixedT(locale);
    const shown = everyStep().filter(({ event }) => isShownStep(event));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter(({ event }) => unreadable(t(stepLabelKey(event)), event, locale) !== null)).toEqual([]);
    expect(isShownStep('assign')).toBe(false);
  });

  it('reads a status no workflow names as "unknown", in a neutral colour', () => {
    expect(i18n.getFixedT('en')(statusLabelKey('something_new'))).toBe('Unknown');
    expect(statusTone('something_new')).toBe('neutral');
  });

  it('places every status in the three steps of spec §1', () => {
    expect(currentStepOf('submitted')).toBe(1);
    expect(currentStepOf('trade_name_recommended_for_approval')).toBe(1);
    expect(currentStepOf('waiting_for_payment')).toBe(2);
    expect(currentStepOf('reserved')).toBe(3);
  });
});
