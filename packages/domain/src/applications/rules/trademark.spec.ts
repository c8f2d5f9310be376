import { describe, expect, it } from 'vitest';
import { factsFor, PEOPLE, trademark, UNKNOWN_UPN } from './payloads.fixture.js';
import { validateTrademarkDetails } from './trademark.js';
import { makeUen } from './uen.js';

const facts = factsFor();

describe('validateTrademarkDetails', () => {
  it('given a valid trademark reservation, when validated, then no problem', () => {
    expect(validateTrademarkDetails(trademark(), facts)).toEqual([]);
  });

  it('given a word mark in no language (or only blanks), when validated, then trademark.word-mark-required', () => {
    expect(validateTrademarkDetails(trademark({ wordMark: {} }), facts)).toEqual([
      { code: 'trademark.word-mark-required', field: 'wordMark' },
    ]);
    expect(validateTrademarkDetails(trademark({ wordMark: { en: '  ' } }), facts)).toEqual([
      { code: 'trademark.word-mark-required', field: 'wordMark' },
    ]);
  });

  it('given a word mark in one language only, when validated, then accepted', () => {
    expect(validateTrademarkDetails(trademark({ wordMark: { ar: 'زاكروس' } }), facts)).toEqual([]);
  });

  it('given each word mark in another language’s letters, when validated, then trade-name.wrong-script on each', () => {
    expect(validateTrademarkDetails(trademark({ wordMark: { ckb: 'Zagros', en: 'زاگرۆس', ar: 'زاگرۆس' } }), facts)).toEqual([
      { code: 'trade-name.wrong-script', field: 'wordMark.ckb', params: { language: 'ckb' } },
      { code: 'trade-name.wrong-script', field: 'wordMark.en', params: { language: 'en' } },
      { code: 'trade-name.wrong-script', field: 'wordMark.ar', params: { language: 'ar' } },
    ]);
  });

  it('given no class, when validated, then trademark.class-required', () => {
    expect(validateTrademarkDetails(trademark({ classes: [] }), facts)).toEqual([{ code: 'trademark.class-required', field: 'classes' }]);
  });

  it('given classes out of range, fractional, repeated, empty or with repeated terms, when validated, then each refused at its place', () => {
    const classes = [
      { classNumber: 0, terms: ['tea'] },
      { classNumber: 46, terms: ['tea'] },
      { classNumber: 2.5, terms: ['tea'] },
      { classNumber: 30, terms: ['tea'] },
      { classNumber: 30, terms: ['coffee'] },
      { classNumber: 43, terms: [] },
      { classNumber: 35, terms: ['Retail', ' retail  ', ' '] },
    ];
    expect(validateTrademarkDetails(trademark({ classes }), facts)).toEqual([
      { code: 'validation.number-min', field: 'classes[0].classNumber', params: { min: 1 } },
      { code: 'validation.number-max', field: 'classes[1].classNumber', params: { max: 45 } },
      { code: 'validation.integer', field: 'classes[2].classNumber' },
      { code: 'trademark.class-duplicate', field: 'classes[4].classNumber', params: { classNumber: 30 } },
      { code: 'trademark.terms-required', field: 'classes[5].terms' },
      { code: 'trademark.term-duplicate', field: 'classes[6].terms[1]' },
      { code: 'validation.required', field: 'classes[6].terms[2]' },
    ]);
  });

  it('given a natural owner the registry refuses or without a UPN, when validated, then refused on owner.upn', () => {
    expect(validateTrademarkDetails(trademark({ owner: { type: 'natural', upn: UNKNOWN_UPN } }), facts)).toEqual([
      { code: 'upn.unknown', field: 'owner.upn' },
    ]);
    expect(validateTrademarkDetails(trademark({ owner: { type: 'natural', upn: PEOPLE.minor.upn } }), facts)).toEqual([
      { code: 'person.minor', field: 'owner.upn', params: { name: 'ئاراس کەریم', minimumAge: 18 } },
    ]);
    expect(validateTrademarkDetails(trademark({ owner: { type: 'natural' } }), facts)).toEqual([
      { code: 'validation.required', field: 'owner.upn' },
    ]);
  });

  it('given a company owner, when validated, then it needs a name and its UEN (when given) must be valid', () => {
    expect(
      validateTrademarkDetails(trademark({ owner: { type: 'company', company_name: 'Zagros LLC', uen: makeUen(12, 2024) } }), facts),
    ).toEqual([]);
    expect(validateTrademarkDetails(trademark({ owner: { type: 'company', company_name: 'Foreign Foods GmbH' } }), facts)).toEqual([]);
    expect(validateTrademarkDetails(trademark({ owner: { type: 'company', uen: '20240000001200' } }), facts)).toEqual([
      { code: 'validation.required', field: 'owner.company_name' },
      { code: 'uen.invalid', field: 'owner.uen' },
    ]);
  });

  it('given a bad e-mail and phone, when validated, then both refused', () => {
    expect(validateTrademarkDetails(trademark({ email: 'x', phone_number: '+9641234' }), facts)).toEqual([
      { code: 'validation.email', field: 'email' },
      { code: 'phone.invalid', field: 'phone_number' },
    ]);
  });
});
