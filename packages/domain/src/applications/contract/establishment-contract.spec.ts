import { describe, expect, it } from 'vitest';
import { business } from '../rules/payloads.fixture.js';
import {
  BRANCH_CLAUSES,
  clausesOf,
  generateContract,
  GENERATED_CLAUSES,
  isolate as i,
  type ContractNames,
} from './establishment-contract.js';

const NAMES: ContractNames = {
  activity: (id) => ({ '4711': 'فرۆشتنی تاک لە دوکانی گشتی', '5630': 'خزمەتگوزاریی خواردنەوە' })[id],
  district: (id) => ({ 'erbil-soran': 'سۆران' })[id],
  province: (id) => ({ erbil: 'هەولێر' })[id],
  country: (code) => ({ TR: 'تورکیا' })[code],
};

const record = () =>
  business({
    ceo: { ...business().ceo, full_name: 'ئاراس کەریم' },
    shareholders: [
      { type: 'natural', upn: '1990010100011', full_name: 'ئاراس کەریم', id_type: 'national_id', number_of_shares: 1_500_000 },
      { type: 'moral', company_name: 'کۆمپانیای سیروان', number_of_shares: 500_000 },
    ],
    company: { ...business().company, capital_in_number: 2_000_000 },
  });

describe('generateContract', () => {
  it('given a company record, when generated in Kurdish, then every clause is written from the record', () => {
    const contract = generateContract(record(), NAMES);
    expect(Object.keys(contract.clauses)).toEqual([...GENERATED_CLAUSES]);
    expect(contract.clauses.name).toBe(`ناوی کۆمپانیاکە «${i('کۆمپانیای زاگرۆس')}»ە.`);
    expect(contract.clauses.address).toBe(`بارەگای سەرەکیی کۆمپانیاکە لە هەولێر، سۆران، ${i('شەقامی ١٠٠ مەتری')}یە.`);
    expect(contract.clauses.activities).toEqual(['فرۆشتنی تاک لە دوکانی گشتی (4711)', 'خزمەتگوزاریی خواردنەوە (5630)']);
    expect(contract.clauses.purpose).toContain('فرۆشتنی تاک لە دوکانی گشتی (4711)، خزمەتگوزاریی خواردنەوە (5630)');
    expect(contract.clauses.capital).toBe(
      'سەرمایەی کۆمپانیاکە ٢٬٠٠٠٬٠٠٠ دیناری عێراقییە، دابەشکراوە بەسەر ٢٬٠٠٠٬٠٠٠ پشکدا، هەر پشکێک بە یەک دینار.',
    );
    expect(contract.shareholders.map(({ name, shares }) => [name, shares])).toEqual([
      ['ئاراس کەریم', 1_500_000],
      ['کۆمپانیای سیروان', 500_000],
    ]);
    expect(contract.shareholders.map((s) => s.percent)).toEqual(['٧٥٪؜', '٢٥٪؜']);
    expect(contract.clauses.shareholders).toContain(`${i('ئاراس کەریم')}: ١٬٥٠٠٬٠٠٠ پشک (٧٥٪؜)`);
    expect(contract.clauses.coordinator).toContain('ئاراس کەریم');
    expect(contract.clauses.lawyer).toContain('هێمن ئەحمەد');
    expect(contract.goals).toBe('بازرگانی گشتی و هاوردەکردنی کەرەستەی خۆراک.');
  });

  it('given a capital corrected to 3,000,000 with the shares, when regenerated, then the capital clause and the shares follow and the old amount is gone', () => {
    const before = record();
    const corrected = {
      ...before,
      company: { ...before.company, capital_in_number: 3_000_000 },
      shareholders: [
        { ...before.shareholders[0]!, number_of_shares: 2_400_000 },
        { ...before.shareholders[1]!, number_of_shares: 600_000 },
      ],
    };
    const contract = generateContract(corrected, NAMES);
    expect(contract.clauses.capital).toContain('٣٬٠٠٠٬٠٠٠ دیناری عێراقی');
    expect(JSON.stringify(contract)).not.toContain('٢٬٠٠٠٬٠٠٠');
    expect(contract.shareholders.map((s) => [s.sharesText, s.percent])).toEqual([
      ['٢٬٤٠٠٬٠٠٠', '٨٠٪؜'],
      ['٦٠٠٬٠٠٠', '٢٠٪؜'],
    ]);
    expect(contract.clauses.shareholders).toContain('٢٬٤٠٠٬٠٠٠ پشک (٨٠٪؜)');
  });

  it('given clauses an older application typed, when generated, then they are superseded by the record', () => {
    const old = record();
    const contract = generateContract(
      { ...old, contract: { ...old.contract, clauses: { capital: '2,000,000', name: 'ناوێکی کۆن' } } },
      NAMES,
    );
    expect(JSON.stringify(contract.clauses)).not.toMatch(/2,000,000|ناوێکی کۆن/);
  });

  it('given a name spelt in Kurdish as well, when generated in Kurdish, then the Kurdish spelling names the company; in English the chosen one', () => {
    const details = {
      ...record(),
      trade_name: {
        locale: 'en' as const,
        name: 'Zagros Trading',
        locales: { ckb: 'بازرگانیی زاگرۆس' },
        protection_level: 'kri_level' as const,
      },
    };
    expect(generateContract(details, NAMES).clauses.name).toContain(`«${i('بازرگانیی زاگرۆس')}»`);
    expect(generateContract(details, NAMES, 'en').clauses.name).toBe(`The name of the company is “${i('Zagros Trading')}”.`);
    expect(generateContract(details, NAMES, 'en').clauses.capital).toBe(
      'The capital of the company is 2,000,000 Iraqi dinars, in 2,000,000 shares of one dinar each.',
    );
  });

  it('given a draft with little filled in and unknown ids, when generated, then blanks and ids stand in, nothing throws', () => {
    const contract = generateContract({ activity_ids: ['9999'], company: { address: { province_id: 'x', district_id: 'y' } } }, NAMES);
    expect(contract.clauses.activities).toEqual(['9999']);
    expect(contract.clauses.address).toContain('x، y');
    expect(contract.clauses.name).toBe(`ناوی کۆمپانیاکە «${i('—')}»ە.`);
    expect(contract.clauses.name).toContain('—');
    expect(contract.shareholders).toEqual([]);
  });

  describe('a foreign company branch (issue 34 §4)', () => {
    const branch = () =>
      business({
        type: 'foreign_company',
        company: { ...business().company, type: 'kri_branch', country: 'TR', capital_in_number: 500_000 },
        ceo: { ...business().ceo, full_name: 'کاروان عەبدوڵا' },
        shareholders: [{ type: 'moral', company_name: 'Anatolia Kablo A.Ş.', country_of_registration: 'TR', number_of_shares: 500_000 }],
      });

    it('given a branch, when generated in Kurdish, then it names the parent company, its country and the branch manager, and speaks of the branch', () => {
      const contract = generateContract(branch(), NAMES);
      expect(Object.keys(contract.clauses)).toEqual([...BRANCH_CLAUSES]);
      expect(clausesOf(contract)).toEqual(BRANCH_CLAUSES);
      expect(contract.branch).toEqual({ parent: 'Anatolia Kablo A.Ş.', country: 'تورکیا', manager: 'کاروان عەبدوڵا' });
      expect(contract.clauses.parent).toBe(`لقەکە سەر بە کۆمپانیای «${i('Anatolia Kablo A.Ş.')}»ە، کە لە ${i('تورکیا')} تۆمار کراوە.`);
      expect(contract.clauses.name).toMatch(/^ناوی لقەکە/);
      expect(contract.clauses.address).toMatch(/^نووسینگەی لقەکە لە هەولێر/);
      expect(contract.clauses.coordinator).toBe(`بەڕێوەبەری لقەکە ${i('کاروان عەبدوڵا')}ە.`);
      // Nothing of the branch's contract calls it a company of its own, nor speaks of a head office.
      for (const key of ['name', 'address', 'purpose', 'capital', 'shareholders', 'coordinator'] as const)
        expect(contract.clauses[key]).not.toContain('کۆمپانیاکە');
    });

    it('given a branch in English, then the parent and its country read in English words', () => {
      const contract = generateContract(branch(), { ...NAMES, country: (code) => ({ TR: 'Türkiye' })[code] }, 'en');
      expect(contract.clauses.parent).toBe(
        `The branch belongs to the company “${i('Anatolia Kablo A.Ş.')}”, registered in ${i('Türkiye')}.`,
      );
      expect(contract.clauses.coordinator).toBe(`The manager of the branch is ${i('کاروان عەبدوڵا')}.`);
    });

    it('given a local company, then no parent clause and the company clauses as before', () => {
      const contract = generateContract(record(), NAMES);
      expect(contract.branch).toBeUndefined();
      expect(clausesOf(contract)).toEqual(GENERATED_CLAUSES);
      expect(contract.clauses.parent).toBeUndefined();
    });
  });
});
