import { describe, expect, it } from 'vitest';
import {
  CORRECTION_SECTIONS,
  correctableKeys,
  keysChangedOutsideSections,
  type BusinessDetails,
  type TradeNameDetails,
} from './application.js';
import { validateCorrection } from './rules/corrections.js';
import { business, tradeName, upload } from './rules/payloads.fixture.js';

describe('correction sections', () => {
  it('gives each section its keys, and never type or email (they change by other means or not at all)', () => {
    for (const section of CORRECTION_SECTIONS) {
      const { business: businessKeys, tradeName: tradeNameKeys } = correctableKeys(section);
      expect([...businessKeys, ...tradeNameKeys]).not.toContain('type');
      expect([...businessKeys, ...tradeNameKeys]).not.toContain('email');
    }
    expect(correctableKeys('establishment-contract')).toEqual({ business: ['contract'], tradeName: [] });
    expect(correctableKeys('activity-types')).toEqual({ business: ['activity_ids'], tradeName: ['activity_ids'] });
  });

  it('lets every business key except type and email be corrected by some section', () => {
    const correctable = new Set(CORRECTION_SECTIONS.flatMap((s) => correctableKeys(s).business));
    expect(
      Object.keys(business())
        .filter((k) => !correctable.has(k as keyof BusinessDetails))
        .sort(),
    ).toEqual(['email', 'type']);
  });

  it('lets every trade-name key except email be corrected by some section', () => {
    const correctable = new Set(CORRECTION_SECTIONS.flatMap((s) => correctableKeys(s).tradeName));
    expect(Object.keys(tradeName()).filter((k) => !correctable.has(k as keyof TradeNameDetails))).toEqual(['email']);
  });

  it('given a business-info correction that also touches the contract, when checked, then the contract is locked', () => {
    const before = business();
    const after = {
      ...before,
      company: { ...before.company, capital_in_number: 2_000_000 },
      contract: { ...before.contract, goals: 'ئامانجی نوێ' },
    };
    expect(keysChangedOutsideSections('business', ['business-info'], before, after)).toEqual(['contract']);
    expect(validateCorrection('business', ['business-info'], before, after)).toEqual([
      { code: 'correction.section-locked', field: 'contract', params: { sections: ['business-info'] } },
    ]);
    expect(validateCorrection('business', ['business-info', 'establishment-contract'], before, after)).toEqual([]);
  });

  it('given the same content with keys in another order and undefined values, when checked, then nothing changed', () => {
    const before = tradeName();
    const reordered = Object.fromEntries(Object.entries(before).reverse()) as TradeNameDetails;
    expect(keysChangedOutsideSections('trade-name', [], before, { ...reordered, passport_number: undefined })).toEqual([]);
  });

  it('given a trade-name correction that changes the e-mail or the activities, when checked for trade-name info, then both locked', () => {
    const before = tradeName();
    const after = { ...before, email: 'other@example.com', activity_ids: ['4711'], identity_documents: [upload(99)] };
    expect(keysChangedOutsideSections('trade-name', ['trade-name-info'], before, after)).toEqual(['activity_ids', 'email']);
  });
});
