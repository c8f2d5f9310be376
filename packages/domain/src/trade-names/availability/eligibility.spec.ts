import { describe, expect, it } from 'vitest';
import { nameKeys } from '../naming/name-key.js';
import { assessEligibility, type Candidate } from './eligibility.js';

const held = (name: string, extra: Partial<Candidate> = {}): Candidate => {
  const keys = nameKeys(name);
  return {
    source: 'claim',
    id: name,
    name,
    latin: keys.latin,
    skeleton: keys.skeleton,
    status: 'registered',
    protectionLevel: 'kri_level',
    districtId: null,
    ...extra,
  };
};
const codes = (a: ReturnType<typeof assessEligibility>) => a.reasons.map((r) => r.code);

describe('trade-name eligibility', () => {
  it('given nothing held, when a distinctive name is asked for, then it is eligible', () => {
    expect(assessEligibility({ name: 'Rasan Bookshop', protectionLevel: 'kri_level' }, [])).toMatchObject({ eligible: true, reasons: [] });
  });

  it('given a registered name, when the same name is asked for in another case and spacing, then "registered"', () => {
    expect(codes(assessEligibility({ name: '  rasan   BOOKSHOP ', protectionLevel: 'kri_level' }, [held('Rasan Bookshop')]))).toEqual([
      'trade-name.registered',
    ]);
  });

  it('given a Latin name, when the same name is written in Kurdish letters, then it is the same name', () => {
    expect(codes(assessEligibility({ name: 'زاگرۆس', protectionLevel: 'kri_level' }, [held('Zagros')]))).toEqual(['trade-name.registered']);
  });

  it('given reserved and pending names, when asked for, then the reason says which', () => {
    expect(codes(assessEligibility({ name: 'Azadi', protectionLevel: 'kri_level' }, [held('Azadi', { status: 'reserved' })]))).toEqual([
      'trade-name.reserved',
    ]);
    expect(codes(assessEligibility({ name: 'Azadi', protectionLevel: 'kri_level' }, [held('Azadi', { status: 'pending' })]))).toEqual([
      'trade-name.pending',
    ]);
  });

  it('given a legacy name, when a close spelling is asked for, then "legacy"', () => {
    const legacy = held('Nawroz Trading Company', { source: 'legacy', status: undefined, protectionLevel: undefined });
    expect(
      codes(assessEligibility({ name: 'شركة نوروز للتجارة', protectionLevel: 'district_level', districtId: 'duhok-zakho' }, [legacy])),
    ).toEqual(['trade-name.legacy']);
  });

  it('given a legacy name reintroduced for one applicant, when that applicant asks for it, then eligible; anyone else, then "legacy"', () => {
    const legacy = held('Nawroz Trading Company', {
      source: 'legacy',
      status: undefined,
      protectionLevel: undefined,
      reintroducedFor: 'owner@example.org',
    });
    const request = { name: 'Nawroz Trading Company', protectionLevel: 'kri_level' } as const;
    expect(assessEligibility({ ...request, claimant: ' Owner@Example.org' }, [legacy]).eligible).toBe(true);
    expect(codes(assessEligibility({ ...request, claimant: 'someone@example.org' }, [legacy]))).toEqual(['trade-name.legacy']);
    expect(codes(assessEligibility(request, [legacy]))).toEqual(['trade-name.legacy']);
    expect(codes(assessEligibility({ ...request, claimant: 'owner@example.org' }, [{ ...legacy, reintroducedFor: null }]))).toEqual([
      'trade-name.legacy',
    ]);
  });

  it('given a district-level name, when asked for in another district, then eligible but listed as similar', () => {
    const district = held('Shaho Tailors', { protectionLevel: 'district_level', districtId: 'erbil-shaqlawa' });
    const elsewhere = assessEligibility({ name: 'Shaho Tailors', protectionLevel: 'district_level', districtId: 'erbil-soran' }, [
      district,
    ]);
    expect(elsewhere.eligible).toBe(true);
    expect(elsewhere.similar.map((s) => s.name)).toEqual(['Shaho Tailors']);
    expect(
      assessEligibility({ name: 'Shaho Tailors', protectionLevel: 'district_level', districtId: 'erbil-shaqlawa' }, [district]).eligible,
    ).toBe(false);
    expect(assessEligibility({ name: 'Shaho Tailors', protectionLevel: 'kri_level' }, [district]).eligible).toBe(false);
  });

  it('given a name, when a spelling variant is asked for, then "too similar" naming it', () => {
    const a = assessEligibility({ name: 'Zagroz Bakery', protectionLevel: 'kri_level' }, [held('Zagros Bakery')]);
    expect(a.reasons).toEqual([expect.objectContaining({ code: 'trade-name.too-similar', params: { names: ['Zagros Bakery'] } })]);
  });

  it('when the name breaks a form rule, then each rule gives its own reason', () => {
    expect(codes(assessEligibility({ name: 'Rasan @ Home', protectionLevel: 'kri_level' }, []))).toEqual(['trade-name.special-characters']);
    expect(codes(assessEligibility({ name: 'Rasan', locale: 'ckb', protectionLevel: 'kri_level' }, []))).toEqual([
      'trade-name.script-mismatch',
    ]);
    expect(codes(assessEligibility({ name: 'Rasan زاگرۆس', locale: 'ckb', protectionLevel: 'kri_level' }, []))).toEqual([
      'trade-name.wrong-script',
    ]);
    expect(codes(assessEligibility({ name: 'ڕاسان', locale: 'ckb', protectionLevel: 'kri_level' }, []))).toEqual([]);
    expect(codes(assessEligibility({ name: 'Trading Company LLC', protectionLevel: 'kri_level' }, [held('Trading')]))).toEqual([
      'trade-name.generic-only',
    ]);
  });

  it('given a name in the letters of another language, when assessed, then the language they fit is offered (issue 34 §2)', () => {
    const onSorani = assessEligibility({ name: 'Zagros Trading', locale: 'ckb', protectionLevel: 'kri_level' }, []);
    expect(onSorani.reasons).toEqual([
      {
        code: 'trade-name.script-mismatch',
        conflicts: [],
        params: { language: 'ckb', suggestedLanguage: 'en', languages: ['en', 'kmr'] },
      },
    ]);
    const kurmanji = { name: 'Rêbaz Çiya', protectionLevel: 'kri_level' } as const;
    expect(assessEligibility({ ...kurmanji, locale: 'en' }, []).reasons[0]?.params).toMatchObject({ suggestedLanguage: 'kmr' });
    expect(assessEligibility({ ...kurmanji, locale: 'kmr' }, [])).toMatchObject({ eligible: true, reasons: [] });
  });

  it('given a name in another language’s letters that is also held, when assessed, then the offer and the real conflict both', () => {
    const a = assessEligibility({ name: 'Zagros Trading', locale: 'ckb', protectionLevel: 'kri_level' }, [held('زاگرۆس')]);
    expect(codes(a)).toEqual(['trade-name.script-mismatch', 'trade-name.registered']);
  });

  it('keys two names that differ only in word order alike', () => {
    const a = assessEligibility({ name: 'Bakery Zagros', protectionLevel: 'kri_level' }, []);
    const b = assessEligibility({ name: 'Zagros Bakery', protectionLevel: 'kri_level' }, []);
    expect(a.matchKey).toBe(b.matchKey);
  });
});
