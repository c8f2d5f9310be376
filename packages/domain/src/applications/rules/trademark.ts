import type { FieldProblem } from '#src/shared/domain-error';
import { scriptMatchesLocale } from '#src/trade-names/naming/name-key';
import {
  NICE_CLASS_MAX,
  NICE_CLASS_MIN,
  SPELLING_LOCALES,
  type TrademarkClass,
  type TrademarkDetails,
  type TrademarkOwner,
} from '../application.js';
import { ApplicationCodes, ReusedCodes } from './codes.js';
import { isBlank, type ApplicationFacts } from './facts.js';
import { validateEmail, validatePhone } from './formats.js';
import { checkUpnPerson, requireTexts } from './persons.js';
import { validateUen } from './uen.js';

/**
 * Every rule of a trademark reservation at once: a word mark in at least one of ckb, en, ar,
 * each in its own language's letters; at least one Nice class (1–45), each once, with at least
 * one term and no term twice; the owner a known adult (by UPN) or a named company (its UEN
 * well-formed when given); e-mail and phone.
 */
export function validateTrademarkDetails(details: TrademarkDetails, facts: ApplicationFacts): FieldProblem[] {
  return [
    ...validateWordMark(details.wordMark ?? {}),
    ...validateClasses(details.classes ?? []),
    ...validateTrademarkOwner(details.owner, facts),
    ...validateEmail(details.email, 'email'),
    ...validatePhone(details.phone_number, 'phone_number'),
  ];
}

export function validateWordMark(wordMark: TrademarkDetails['wordMark'], prefix = 'wordMark'): FieldProblem[] {
  const written = SPELLING_LOCALES.filter((locale) => !isBlank(wordMark[locale]));
  if (written.length === 0) return [{ code: ApplicationCodes.wordMarkRequired, field: prefix }];
  return written
    .filter((locale) => !scriptMatchesLocale(wordMark[locale]!, locale))
    .map((locale) => ({ code: ReusedCodes.wrongScript, field: `${prefix}.${locale}`, params: { language: locale } }));
}

/** Terms compare without surrounding blanks, runs of blanks or case. */
const termKey = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();

export function validateClasses(classes: readonly TrademarkClass[], prefix = 'classes'): FieldProblem[] {
  if (classes.length === 0) return [{ code: ApplicationCodes.classRequired, field: prefix }];
  const problems: FieldProblem[] = [];
  const seenClasses = new Set<number>();
  classes.forEach((niceClass, index) => {
    const at = `${prefix}[${index}]`;
    const numberField = `${at}.classNumber`;
    const classNumber = niceClass.classNumber;
    if (typeof classNumber !== 'number' || !Number.isInteger(classNumber)) problems.push({ code: ReusedCodes.integer, field: numberField });
    else if (classNumber < NICE_CLASS_MIN)
      problems.push({ code: ReusedCodes.numberMin, field: numberField, params: { min: NICE_CLASS_MIN } });
    else if (classNumber > NICE_CLASS_MAX)
      problems.push({ code: ReusedCodes.numberMax, field: numberField, params: { max: NICE_CLASS_MAX } });
    else if (seenClasses.has(classNumber))
      problems.push({ code: ApplicationCodes.classDuplicate, field: numberField, params: { classNumber } });
    else seenClasses.add(classNumber);

    const terms = niceClass.terms ?? [];
    if (terms.length === 0) problems.push({ code: ApplicationCodes.termsRequired, field: `${at}.terms` });
    const seenTerms = new Set<string>();
    terms.forEach((term, termIndex) => {
      const field = `${at}.terms[${termIndex}]`;
      if (isBlank(term)) problems.push({ code: ReusedCodes.required, field });
      else if (seenTerms.has(termKey(term))) problems.push({ code: ApplicationCodes.termDuplicate, field });
      else seenTerms.add(termKey(term));
    });
  });
  return problems;
}

export function validateTrademarkOwner(owner: TrademarkOwner, facts: ApplicationFacts, prefix = 'owner'): FieldProblem[] {
  if (owner.type === 'natural') return checkUpnPerson(owner.upn, `${prefix}.upn`, facts, { required: true }).problems;
  return [...requireTexts(owner, prefix, ['company_name']), ...(isBlank(owner.uen) ? [] : validateUen(owner.uen, `${prefix}.uen`))];
}
