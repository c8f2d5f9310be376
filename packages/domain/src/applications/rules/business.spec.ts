import { describe, expect, it } from 'vitest';
import type { BusinessDetails, CeoDetails, CompanyDetails } from '../application.js';
import { validateBusinessDetails } from './business.js';
import { business, codesOf, factsFor, PEOPLE, upload } from './payloads.fixture.js';

const facts = factsFor();
const base = business();
const withCompany = (company: Partial<CompanyDetails>, rest: Partial<BusinessDetails> = {}) =>
  business({ company: { ...base.company, ...company }, ...rest });
const withCeo = (ceo: Partial<CeoDetails>) => business({ ceo: { ...base.ceo, ...ceo } });

describe('validateBusinessDetails', () => {
  it('given a complete, valid local company, when validated, then no problem', () => {
    expect(validateBusinessDetails(base, facts)).toEqual([]);
  });

  it('given everything wrong at once, when validated, then every problem comes back in one answer', () => {
    const problems = validateBusinessDetails(
      business({
        email: 'nope',
        trade_name: { ...base.trade_name, protection_level: 'district_level' },
        company: { ...base.company, capital_in_number: 10 },
        activity_ids: [],
        ceo: { ...base.ceo, upn: PEOPLE.foreigner.upn, nationality: 'foreigner', birth_date: PEOPLE.foreigner.birthDate },
        applicant: { ceo_is_applicant: false },
        shareholders: [],
        contract: { ...base.contract, goals: 'General trading' },
        type: 'company_reintroduce',
      }),
      facts,
    );
    expect(problems.map((p) => `${p.code}@${p.field}`)).toEqual([
      'validation.email@email',
      'trade-name.district-required@trade_name.district_id',
      'company.capital-below-minimum@company.capital_in_number',
      'validation.required@activity_ids',
      'person.not-iraqi@ceo.upn',
      'person.not-iraqi@ceo.nationality',
      'validation.required@applicant.upn',
      'validation.required@applicant.union_card_number',
      'validation.required@applicant.union_card',
      'validation.required@applicant.power_of_attorney',
      'shareholders.at-least-one@shareholders',
      'contract.kurdish-letters-only@contract.goals',
      'validation.required@attachments.legacyReference',
    ]);
  });

  describe('company', () => {
    it('given a local company of a branch type, when validated, then validation.one-of naming the company types', () => {
      const [problem] = validateBusinessDetails(withCompany({ type: 'kri_branch', capital_in_number: 1_000_000 }), facts);
      expect(problem).toMatchObject({ code: 'validation.one-of', field: 'company.type' });
      expect(problem!.params!.allowed).not.toContain('kri_branch');
      expect(problem!.params!.allowed).toContain('limited');
    });

    it('given a foreign company, when it is not a branch, or has no country, then refused; as a branch with its papers, accepted', () => {
      const foreign = (
        company: Partial<CompanyDetails>,
        attachments = { primary_certificate: upload(9), parent_company_documents: [upload(10)] },
      ) => validateBusinessDetails(withCompany(company, { type: 'foreign_company', attachments }), facts);
      expect(foreign({ type: 'kri_branch', country: 'TR' })).toEqual([]);
      expect(foreign({ type: 'limited', country: 'TR' })).toEqual([
        { code: 'validation.one-of', field: 'company.type', params: { allowed: ['baghdad_branch', 'kri_branch'] } },
      ]);
      expect(foreign({ type: 'kri_branch' })).toEqual([{ code: 'validation.required', field: 'company.country' }]);
      expect(foreign({ type: 'kri_branch', country: 'tr' })).toEqual([
        { code: 'country.unknown', field: 'company.country', params: { code: 'tr' } },
      ]);
      // A name is not a code, nor is a well-formed code that ISO 3166-1 does not assign.
      expect(foreign({ type: 'kri_branch', country: 'Turkey' })).toEqual([
        { code: 'country.unknown', field: 'company.country', params: { code: 'Turkey' } },
      ]);
      expect(foreign({ type: 'kri_branch', country: 'QQ' })).toEqual([
        { code: 'country.unknown', field: 'company.country', params: { code: 'QQ' } },
      ]);
      expect(foreign({ type: 'kri_branch', country: 'TR' }, {} as never)).toEqual([
        { code: 'validation.required', field: 'attachments.primary_certificate' },
        { code: 'validation.required', field: 'attachments.parent_company_documents' },
      ]);
    });

    it('given a local company, when it attaches a branch-only paper, then refused at that field; the beneficial-owner form needs its two signed copies', () => {
      const local = (attachments: object) => validateBusinessDetails(withCompany({}, { attachments: attachments as never }), facts);
      expect(local({ primary_certificate: upload(9), parent_company_documents: [upload(10)] })).toEqual([
        { code: 'attachments.branch-only', field: 'attachments.primary_certificate' },
        { code: 'attachments.branch-only', field: 'attachments.parent_company_documents' },
      ]);
      expect(local({ beneficial_owner_forms: [upload(11)] })).toEqual([
        { code: 'attachments.beneficial-owner-copies', field: 'attachments.beneficial_owner_forms', params: { copies: 2 } },
      ]);
      expect(local({ beneficial_owner_forms: [upload(11), upload(12)] })).toEqual([]);
      expect(local({})).toEqual([]);
    });

    it('given a mixed type in a private project (and the reverse), when validated, then the project type is refused', () => {
      expect(validateBusinessDetails(withCompany({ type: 'mixed_limited' }), facts)).toEqual([
        { code: 'validation.one-of', field: 'company.project_type', params: { allowed: ['mixed'] } },
      ]);
      expect(codesOf(validateBusinessDetails(withCompany({ type: 'private_limited', project_type: 'mixed' }), facts))).toEqual([
        'validation.one-of',
        'shareholders.government-share-too-low',
      ]);
    });

    it('given a joint company below 2,000,000 IQD, when validated, then the capital is refused with the minimum', () => {
      expect(codesOf(validateBusinessDetails(withCompany({ type: 'joint_liability' }), facts))).toEqual(['company.capital-below-minimum']);
    });

    it('given a bank deposit partly filled in or dated tomorrow, when validated, then the rest is required and the date refused', () => {
      expect(validateBusinessDetails(withCompany({ bank_name: 'Kurdistan International Bank' }), facts)).toEqual([
        { code: 'validation.required', field: 'company.bank_number' },
        { code: 'validation.required', field: 'company.bank_date' },
      ]);
      expect(validateBusinessDetails(withCompany({ bank_name: 'KIB', bank_number: '42', bank_date: '2025-06-16' }), facts)).toEqual([
        { code: 'date.in-future', field: 'company.bank_date' },
      ]);
      expect(
        validateBusinessDetails(
          withCompany({ bank_name: 'KIB', bank_number: '42', bank_date: '2025-06-15', capital_document: upload(5) }),
          facts,
        ),
      ).toEqual([]);
    });

    it('given an address whose district is unknown or in another province, when validated, then refused on the district', () => {
      const at = (district_id: string) => withCompany({ address: { ...base.company.address, district_id } });
      expect(validateBusinessDetails(at('atlantis'), facts)).toEqual([{ code: 'district.unknown', field: 'company.address.district_id' }]);
      expect(validateBusinessDetails(at('duhok-zakho'), facts)).toEqual([
        { code: 'address.district-outside-province', field: 'company.address.district_id', params: { provinceId: 'duhok' } },
      ]);
    });

    it('given negative income or expenses, when validated, then validation.number-min; a loss is fine', () => {
      expect(validateBusinessDetails(withCompany({ income: -1, expenses: -2, last_year_profit: -3 }), facts)).toEqual([
        { code: 'validation.number-min', field: 'company.income', params: { min: 0 } },
        { code: 'validation.number-min', field: 'company.expenses', params: { min: 0 } },
      ]);
    });
  });

  describe('CEO', () => {
    it('given a CEO with no recorded nationality, when validated, then upn.no-nationality (visit a biometry office)', () => {
      expect(
        validateBusinessDetails(withCeo({ upn: PEOPLE.noNationality.upn, birth_date: PEOPLE.noNationality.birthDate }), facts),
      ).toEqual([{ code: 'upn.no-nationality', field: 'ceo.upn' }]);
    });

    it('given a minor as CEO, when validated, then person.minor', () => {
      expect(validateBusinessDetails(withCeo({ upn: PEOPLE.minor.upn, birth_date: PEOPLE.minor.birthDate }), facts)).toEqual([
        { code: 'person.minor', field: 'ceo.upn', params: { name: 'ئاراس کەریم', minimumAge: 18 } },
      ]);
    });

    it('given a birth date that differs from the registry, lies in the future or is no date, when validated, then refused', () => {
      expect(validateBusinessDetails(withCeo({ birth_date: '1985-03-13' }), facts)).toEqual([
        { code: 'person.birth-date-mismatch', field: 'ceo.birth_date' },
      ]);
      expect(codesOf(validateBusinessDetails(withCeo({ birth_date: '2030-01-01' }), facts))).toEqual(['civil-registry.birth-date-future']);
      expect(codesOf(validateBusinessDetails(withCeo({ birth_date: '12/03/1985' }), facts))).toEqual(['validation.date']);
    });

    it('given a residency card, when its expiry is missing, passed or too close, then refused', () => {
      expect(validateBusinessDetails(withCeo({ residency_card_number: 'RC-1', residency_card: upload(6) }), facts)).toEqual([
        { code: 'validation.required', field: 'ceo.residency_card_expiry' },
      ]);
      expect(codesOf(validateBusinessDetails(withCeo({ residency_card_expiry: '2025-01-01' }), facts))).toEqual(['date.in-past']);
      expect(codesOf(validateBusinessDetails(withCeo({ residency_card_expiry: '2025-10-01' }), facts))).toEqual([
        'document.validity-too-short',
      ]);
      expect(validateBusinessDetails(withCeo({ residency_card_number: 'RC-1', residency_card_expiry: '2026-06-15' }), facts)).toEqual([]);
    });

    it('given a bad phone and e-mail, when validated, then both refused', () => {
      expect(validateBusinessDetails(withCeo({ phone_number: '12345', email: 'ceo@@x' }), facts)).toEqual([
        { code: 'phone.invalid', field: 'ceo.phone_number' },
        { code: 'validation.email', field: 'ceo.email' },
      ]);
    });

    it('given an identity document expiring too soon, when validated, then refused', () => {
      expect(codesOf(validateBusinessDetails(withCeo({ document_expiry: '2025-07-01' }), facts))).toEqual(['document.validity-too-short']);
    });
  });

  describe('applicant', () => {
    it('given a lawyer with a union card and a power of attorney, when validated, then accepted', () => {
      const applicant = {
        ceo_is_applicant: false,
        upn: PEOPLE.lawyer.upn,
        union_card_number: '12345',
        union_card: upload(7),
        power_of_attorney: upload(8),
        phone_number: '07501112233',
      };
      expect(validateBusinessDetails(business({ applicant }), facts)).toEqual([]);
    });

    it('given a lawyer unknown to the registry with a bad phone, when validated, then refused', () => {
      const applicant = {
        ceo_is_applicant: false,
        upn: '9999999999999',
        union_card_number: '1',
        union_card: upload(7),
        power_of_attorney: upload(8),
        phone_number: '1',
      };
      expect(validateBusinessDetails(business({ applicant }), facts)).toEqual([
        { code: 'upn.unknown', field: 'applicant.upn' },
        { code: 'phone.invalid', field: 'applicant.phone_number' },
      ]);
    });
  });

  describe('establishment contract', () => {
    it('given clauses an older application typed (even in Latin letters, without activities), when validated, then ignored: they are generated', () => {
      const contract = { ...base.contract, clauses: { name: 'Zagros Co.', activities: [] } };
      expect(validateBusinessDetails(business({ contract }), facts)).toEqual([]);
    });

    it('given goals in Latin letters and bad lawyer contacts, when validated, then refused', () => {
      const contract = { ...base.contract, goals: 'General trade', lawyer_phone: '0750', lawyer_email: 'lawyer' };
      expect(validateBusinessDetails(business({ contract }), facts)).toEqual([
        { code: 'contract.kurdish-letters-only', field: 'contract.goals' },
        { code: 'phone.invalid', field: 'contract.lawyer_phone' },
        { code: 'validation.email', field: 'contract.lawyer_email' },
      ]);
    });

    it('given extra notes in Kurdish with digits and punctuation, when validated, then accepted', () => {
      const contract = { ...base.contract, extra_notes: 'تێبینی: بەندی ٣ و 4 دەگۆڕدرێن؛ (بەپێی یاسای ژمارە ٢١ ی ساڵی ١٩٩٧).' };
      expect(validateBusinessDetails(business({ contract }), facts)).toEqual([]);
    });
  });

  it('given a reintroduced company with its legacy number, when validated, then accepted', () => {
    expect(
      validateBusinessDetails(business({ type: 'company_reintroduce', attachments: { legacyReference: 'ERB-1998-0042' } }), facts),
    ).toEqual([]);
  });

  it('given shareholders whose shares miss the capital, when validated, then the shareholder rule applies', () => {
    expect(codesOf(validateBusinessDetails(withCompany({ capital_in_number: 2_000_000 }), facts))).toEqual([
      'shareholders.shares-not-capital',
    ]);
  });
});
