import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import ckb from '../locales/ckb.json';
import en from '../locales/en.json';
import kmr from '../locales/kmr.json';
import { applicationPath, KNOWN_STATUSES, nextStepKey, statusLabelKey, statusTone } from './application-status';

describe('application status for the applicant', () => {
  it('shows returned_to_applicant as "requires correction"', () => {
    expect(statusLabelKey('returned_to_applicant')).toBe('status.returned_to_applicant');
    expect(en.status.returned_to_applicant).toBe('Requires correction');
    expect(en.status.returned_to_applicant).toBe(en.status.requires_correction);
  });

  it('has a label in every language for every known status', () => {
    for (const locale of [ckb, en, ar, kmr]) {
      for (const status of KNOWN_STATUSES) expect((locale.status as Record<string, string>)[status], status).toBeTruthy();
    }
  });

  it('reads an unknown status as unknown, in a neutral colour', () => {
    expect(statusLabelKey('something_new')).toBe('status.unknown');
    expect(statusTone('something_new')).toBe('neutral');
  });

  it('colours waiting for the applicant as a warning, outcomes as success or error', () => {
    expect(statusTone('returned_to_applicant')).toBe('warning');
    expect(statusTone('granted')).toBe('success');
    expect(statusTone('rejected')).toBe('error');
    expect(statusTone('legal_checking')).toBe('info');
  });

  it('tells the next step from the allowed actions, then from the status', () => {
    const transfers = ['request_transfer', 'confirm_transfer', 'cancel_transfer'];
    expect(nextStepKey({ status: 'returned_to_applicant', nextActions: ['correct', 'resubmit', ...transfers] })).toBe('next.correct');
    expect(nextStepKey({ status: 'requires_trade_name_correction', nextActions: ['correct', 'resubmit'] })).toBe('next.correctTradeName');
    expect(nextStepKey({ status: 'requires_business_correction', nextActions: ['correct'] })).toBe('next.correctBusiness');
    expect(nextStepKey({ status: 'submitted', nextActions: transfers })).toBe('next.wait');
    expect(nextStepKey({ status: 'waiting_for_payment', nextActions: transfers })).toBe('next.pay');
    expect(nextStepKey({ status: 'granted', nextActions: transfers })).toBe('next.done');
    expect(nextStepKey({ status: 'rejected', nextActions: [] })).toBe('next.closed');
  });

  it('links each kind to its portal page', () => {
    expect(applicationPath('trade-name', 'a b')).toBe('/my-applications/trade-names/a%20b');
    expect(applicationPath('business', 'x')).toBe('/my-applications/businesses/x');
    expect(applicationPath('trademark', 'x')).toBe('/my-applications/trademarks/x');
    expect(applicationPath('other', 'x')).toBeUndefined();
  });
});
