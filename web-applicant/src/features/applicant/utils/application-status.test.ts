import { APPLICATION_WORKFLOWS } from '@registry/domain/applications/workflow/presentation';
import { allowedEvents } from '@registry/domain/applications/workflow/workflow';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/i18n';
import { statusLabelKey } from '#src/lib/workflow';
import { everyStatus, LOCALES, unreadable } from '#src/lib/workflow/testing';
import { NS } from '../i18n';
import { applicationPath, nextStepKey } from './application-status';

describe('application status for the applicant', () => {
  it.each(LOCALES)('shows every status of every kind in the list in %s: its label and what happens next', (locale) => {
    const t = i18n.getFixedT(locale, NS);
    const bad = everyStatus()
      .map(({ kind, status }) => {
        // The row's nextActions are the applicant's allowed steps (the API draws them from the same table).
        const row = { status, nextActions: allowedEvents(APPLICATION_WORKFLOWS[kind], status, 'applicant') };
        return { kind, status, label: t(statusLabelKey(status)), next: t(nextStepKey(row)), nextKey: nextStepKey(row) };
      })
      .filter(
        ({ status, label, next, nextKey }) =>
          unreadable(label, status, locale) || unreadable(next, status, locale) || nextKey === 'next.unknown',
      );
    expect(bad).toEqual([]);
  });

  it('shows returned_to_applicant as "requires correction" (spec §4)', () => {
    expect(i18n.getFixedT('en', NS)(statusLabelKey('returned_to_applicant'))).toBe('Requires correction');
  });

  it('tells the next step from the allowed actions, then from the status', () => {
    const transfers = ['request_transfer', 'confirm_transfer', 'cancel_transfer'];
    expect(nextStepKey({ status: 'returned_to_applicant', nextActions: ['correct', 'resubmit', ...transfers] })).toBe('next.correct');
    expect(nextStepKey({ status: 'requires_trade_name_correction', nextActions: ['correct', 'resubmit'] })).toBe('next.correctTradeName');
    expect(nextStepKey({ status: 'requires_business_correction', nextActions: ['correct'] })).toBe('next.correctBusiness');
    expect(nextStepKey({ status: 'submitted', nextActions: transfers })).toBe('next.wait');
    expect(nextStepKey({ status: 'trade_name_recommended_for_approval', nextActions: transfers })).toBe('next.wait');
    expect(nextStepKey({ status: 'waiting_for_payment', nextActions: transfers })).toBe('next.pay');
    expect(nextStepKey({ status: 'granted', nextActions: transfers })).toBe('next.done');
    expect(nextStepKey({ status: 'rejected', nextActions: [] })).toBe('next.closed');
    expect(nextStepKey({ status: 'something_new', nextActions: [] })).toBe('next.unknown');
  });

  it('links each kind to its portal page', () => {
    expect(applicationPath('trade-name', 'a b')).toBe('/my-applications/trade-names/a%20b');
    expect(applicationPath('business', 'x')).toBe('/my-applications/businesses/x');
    expect(applicationPath('trademark', 'x')).toBe('/my-applications/trademarks/x');
    expect(applicationPath('other', 'x')).toBeUndefined();
  });
});
