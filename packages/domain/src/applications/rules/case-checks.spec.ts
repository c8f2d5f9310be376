import { describe, expect, it } from 'vitest';
import { LOCALES } from '#src/shared/i18n/locale';
import { allMessages, translate } from '#src/shared/i18n/messages';
import { CaseCheckMessages } from './case-check-messages.js';
import { caseChecks, sharePercentage, type CaseCheck, type CaseCheckInput } from './case-checks.js';
import { business, factsFor, PEOPLE, trademark, tradeName, upload } from './payloads.fixture.js';

const input = (overrides: Partial<CaseCheckInput> = {}): CaseCheckInput => ({
  facts: factsFor(),
  nameConflictsNow: [],
  nameConflictsAtSubmission: [],
  ...overrides,
});
const byId = (checks: CaseCheck[]) => Object.fromEntries(checks.map((c) => [c.id, c]));
const outcomes = (checks: CaseCheck[]) => Object.fromEntries(checks.map((c) => [c.id, c.outcome]));

/** A limited company with two natural shareholders and a government one, holding 90% of the capital between them. */
const ninetyPercent = () =>
  business({
    shareholders: [
      { type: 'natural', upn: PEOPLE.ceo.upn, id_type: 'national_id', number_of_shares: 500_000 },
      { type: 'natural', upn: PEOPLE.partner.upn, id_type: 'national_id', number_of_shares: 300_000 },
      { type: 'government', entity_name: 'وەزارەتی بازرگانی', number_of_shares: 100_000 },
    ],
  });

describe('case checks', () => {
  it('passes every check of a sound company, and leaves none unanswered', () => {
    const checks = caseChecks(business(), input());
    expect(outcomes(checks)).toEqual({
      shares_capital: 'passed',
      percentages_total: 'passed',
      ceo_nationality: 'passed',
      capital_minimum: 'passed',
      name_conflicts_now: 'passed',
      name_conflicts_at_submission: 'passed',
      required_documents: 'passed',
    });
    expect(byId(checks).required_documents!.params).toEqual({ count: 2 });
  });

  it('fails the shares and percentages checks of shareholders holding 90% of the capital', () => {
    const checks = byId(caseChecks(ninetyPercent(), input()));
    expect(checks.percentages_total).toMatchObject({
      outcome: 'failed',
      code: 'case-check.percentages-total.failed',
      params: { total: 90 },
    });
    expect(checks.shares_capital).toMatchObject({ outcome: 'failed', params: { total: 900_000, capital: 1_000_000 } });
    expect(checks.capital_minimum!.outcome).toBe('passed');
  });

  it('fails the CEO nationality when the civil registry or the declaration says foreigner, or does not know the CEO', () => {
    const foreignCeo = business({ ceo: { ...business().ceo, upn: PEOPLE.foreigner.upn, birth_date: PEOPLE.foreigner.birthDate } });
    expect(byId(caseChecks(foreignCeo, input())).ceo_nationality!.outcome).toBe('failed');
    const declaredForeign = business({ ceo: { ...business().ceo, nationality: 'foreigner' } });
    expect(byId(caseChecks(declaredForeign, input())).ceo_nationality!.outcome).toBe('failed');
    expect(byId(caseChecks(business(), input({ facts: factsFor({ persons: new Map() }) }))).ceo_nationality!.outcome).toBe('failed');
  });

  it('fails a capital below its type minimum', () => {
    const small = business({
      company: { ...business().company, capital_in_number: 999_999 },
      shareholders: [{ type: 'natural', upn: PEOPLE.ceo.upn, id_type: 'national_id', number_of_shares: 999_999 }],
    });
    const checks = byId(caseChecks(small, input()));
    expect(checks.capital_minimum).toMatchObject({ outcome: 'failed', params: { capital: 999_999, minimum: 1_000_000 } });
    expect(checks.shares_capital!.outcome).toBe('passed');
  });

  it('flags name conflicts now and at submission separately, each name once', () => {
    const checks = byId(caseChecks(business(), input({ nameConflictsNow: ['زاگرۆس', 'زاگرۆس'], nameConflictsAtSubmission: [] })));
    expect(checks.name_conflicts_now).toMatchObject({
      outcome: 'failed',
      params: { count: 1, names: ['زاگرۆس'] },
      fields: ['trade_name.name'],
    });
    expect(checks.name_conflicts_at_submission!.outcome).toBe('passed');
  });

  it('lists the missing documents this type requires: a lawyer’s papers, a foreign branch’s', () => {
    const byLawyer = business({
      applicant: { ceo_is_applicant: false, upn: PEOPLE.lawyer.upn, union_card_number: '1', union_card: upload(9) },
    });
    expect(byId(caseChecks(byLawyer, input())).required_documents).toMatchObject({
      outcome: 'failed',
      params: { count: 1 },
      fields: ['applicant.power_of_attorney'],
    });
    const branch = business({
      type: 'foreign_company',
      company: { ...business().company, type: 'kri_branch', country: 'TR' },
      attachments: { primary_certificate: upload(7), parent_company_documents: [] },
    });
    expect(byId(caseChecks(branch, input())).required_documents!.fields).toEqual(['attachments.parent_company_documents']);
    expect(byId(caseChecks(tradeName({ identity_documents: [] }), input())).required_documents!.outcome).toBe('failed');
  });

  it('answers a trade name’s partners by their stated percentages and marks company-only checks not applicable', () => {
    const partners = tradeName({
      partners: [
        { type: 'natural', upn: PEOPLE.ceo.upn, owning_percentage: 33.33 },
        { type: 'natural', upn: PEOPLE.partner.upn, owning_percentage: 56.67 },
      ],
    });
    const checks = byId(caseChecks(partners, input()));
    expect(checks.percentages_total).toMatchObject({ outcome: 'failed', params: { total: 90 } });
    for (const id of ['shares_capital', 'ceo_nationality', 'capital_minimum'] as const)
      expect(checks[id]).toMatchObject({ outcome: 'not_applicable', code: 'case-check.not-applicable' });
    expect(byId(caseChecks(tradeName(), input())).percentages_total!.outcome).toBe('passed');
  });

  it('gives a trademark the checks of a mark, none of a company’s: its conflicts, its owner, its classes’ terms', () => {
    const checks = caseChecks(trademark(), input({ termsOutsideTheirClass: [] }));
    expect(outcomes(checks)).toEqual({
      name_conflicts_now: 'passed',
      name_conflicts_at_submission: 'passed',
      owner_identity: 'passed',
      class_terms: 'passed',
    });
    expect(byId(checks).class_terms!.params).toEqual({ count: 3 });
    // The word mark not examined (no conflicts computed) and the terms not looked up: not applicable, not passed.
    const unknown = byId(caseChecks(trademark(), input({ nameConflictsNow: null, nameConflictsAtSubmission: null })));
    expect([unknown.name_conflicts_now!.outcome, unknown.class_terms!.outcome]).toEqual(['not_applicable', 'not_applicable']);
  });

  it('fails a trademark’s owner unknown to the civil registry, or a company without its name', () => {
    const stranger = trademark({ owner: { type: 'natural', upn: '1999999999999' } });
    expect(byId(caseChecks(stranger, input())).owner_identity).toMatchObject({ outcome: 'failed', fields: ['owner.upn'] });
    const company = (name: string) => trademark({ owner: { type: 'company', company_name: name } });
    expect(byId(caseChecks(company('کۆمپانیای زاگرۆس'), input())).owner_identity!.outcome).toBe('passed');
    expect(byId(caseChecks(company(' '), input())).owner_identity).toMatchObject({ outcome: 'failed', fields: ['owner.company_name'] });
  });

  it('names the goods and services the Nice list does not find in their class, for the examiner to read', () => {
    const checks = byId(caseChecks(trademark(), input({ termsOutsideTheirClass: [{ classNumber: 43, term: 'cafés' }] })));
    expect(checks.class_terms).toMatchObject({ outcome: 'failed', params: { count: 1, terms: ['cafés'] }, fields: ['classes'] });
    expect(translate(checks.class_terms!.code, 'en', checks.class_terms!.params)).toBe(
      '1 goods or services were not found in their class’s list; read them against the Nice list: cafés',
    );
  });

  it('answers a trademark’s name checks from its word mark’s examination, with messages of their own at the field wordMark', () => {
    const checks = byId(caseChecks(trademark(), input({ nameConflictsNow: ['بەختیار', 'بەختیار'], nameConflictsAtSubmission: [] })));
    expect(checks.name_conflicts_now).toMatchObject({
      outcome: 'failed',
      code: 'case-check.mark-conflicts-now.failed',
      params: { count: 1, names: ['بەختیار'] },
      fields: ['wordMark'],
    });
    expect(checks.name_conflicts_at_submission).toMatchObject({
      outcome: 'passed',
      code: 'case-check.mark-conflicts-at-submission.passed',
      fields: ['wordMark'],
    });
    expect(translate(checks.name_conflicts_now!.code, 'en', checks.name_conflicts_now!.params)).toBe(
      'This mark now conflicts with 1 other mark(s) or trade name(s): بەختیار',
    );
    // A trade name's keep the trade-name wording.
    expect(byId(caseChecks(tradeName(), input())).name_conflicts_now!.code).toBe('case-check.name-conflicts-now.passed');
  });

  it('gives each holder its part of the capital in percent', () => {
    expect(sharePercentage(300_000, 1_000_000)).toBe(30);
    expect(sharePercentage(1, 3)).toBe(33.33);
    expect(sharePercentage(1, 0)).toBeNull();
  });
});

describe('case check messages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

  it('explains every outcome of every check in the four languages with the same parameters', () => {
    const all = [
      ...caseChecks(ninetyPercent(), input({ nameConflictsNow: ['x'] })),
      ...caseChecks(business(), input()),
      ...caseChecks(trademark(), input({ nameConflictsNow: ['x'] })),
      ...caseChecks(
        trademark({ owner: { type: 'natural', upn: '1999999999999' } }),
        input({ termsOutsideTheirClass: [{ classNumber: 30, term: 'x' }] }),
      ),
      ...caseChecks(trademark(), input({ termsOutsideTheirClass: [] })),
    ];
    for (const check of all) expect(Object.keys(CaseCheckMessages)).toContain(check.code);
    for (const code of Object.keys(CaseCheckMessages)) {
      const messages = allMessages().get(code)!;
      for (const locale of LOCALES)
        expect({ code, locale, params: placeholders(messages[locale]) }).toEqual({ code, locale, params: placeholders(messages.en) });
      expect(messages.ckb).not.toMatch(/[يكة]/);
      expect(messages.ckb.replace(/\{\{\s*\w+\s*\}\}/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('reads a failed percentage check in Central Kurdish', () => {
    expect(translate('case-check.percentages-total.failed', 'ckb', { total: '٩٠' })).toBe('کۆی ڕێژەکانی خاوەندارێتی ٩٠% ە، نەک ١٠٠%');
  });
});
