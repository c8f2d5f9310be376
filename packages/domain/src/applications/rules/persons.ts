import type { FieldProblem } from '#src/shared/domain-error';
import type { Person } from '#src/reference/civil-registry/person';
import { checkPerson, validateUpnFormat } from '#src/reference/civil-registry/rules';
import type { IdentityDocumentFields, IsoDate } from '../application.js';
import { ReusedCodes } from './codes.js';
import { checkDate, checkDocumentExpiry } from './dates.js';
import { fieldAt, isBlank, type ApplicationFacts } from './facts.js';
import { validatePassportNumber } from './formats.js';

export interface PersonCheck {
  /** The registry's person, when the UPN is well-formed and known. */
  person: Person | null;
  problems: FieldProblem[];
}

/**
 * A UPN of the payload against the civil registry (spec §5): 13 digits, known, with a
 * nationality (else: visit a biometry office), 18 or older today, Iraqi when `mustBeIraqi`.
 * A missing UPN is `validation.required` when `required`, and no problem otherwise.
 */
export function checkUpnPerson(
  upn: unknown,
  field: string,
  facts: ApplicationFacts,
  options: { required?: boolean; mustBeIraqi?: boolean } = {},
): PersonCheck {
  if (isBlank(upn)) return { person: null, problems: options.required ? [{ code: ReusedCodes.required, field }] : [] };
  const format = validateUpnFormat(upn, field);
  if (format.length) return { person: null, problems: format };
  const person = facts.persons.get(upn as string) ?? null;
  return { person, problems: checkPerson(person, facts.today, { field, mustBeIraqi: options.mustBeIraqi }) };
}

/**
 * An identity document (spec §3, §5): a passport needs its number and expiry; numbers are
 * well-formed; the issue date is not in the future nor before the holder's birth; the expiry is
 * not passed, leaves at least six more months, and is not before the issue date.
 */
export function checkIdentityDocument(
  document: IdentityDocumentFields<string>,
  prefix: string,
  today: IsoDate,
  holderBirthDate?: IsoDate,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const isPassport = document.id_type === 'passport';
  if (isPassport && isBlank(document.passport_number))
    problems.push({ code: ReusedCodes.required, field: fieldAt(prefix, 'passport_number') });
  else if (!isBlank(document.passport_number))
    problems.push(...validatePassportNumber(document.passport_number, fieldAt(prefix, 'passport_number')));
  if (!isBlank(document.documentIssueDate)) {
    problems.push(
      ...checkDate(document.documentIssueDate, fieldAt(prefix, 'documentIssueDate'), today, {
        notFuture: true,
        notBefore: [holderBirthDate],
      }),
    );
  }
  if (isPassport && isBlank(document.document_expiry))
    problems.push({ code: ReusedCodes.required, field: fieldAt(prefix, 'document_expiry') });
  else if (!isBlank(document.document_expiry)) {
    problems.push(...checkDocumentExpiry(document.document_expiry, fieldAt(prefix, 'document_expiry'), today, document.documentIssueDate));
  }
  return problems;
}

/** Required texts of a part of the payload, each `validation.required` when blank. */
export function requireTexts<T extends object>(value: T, prefix: string, keys: readonly (keyof T & string)[]): FieldProblem[] {
  return keys.filter((key) => isBlank(value[key])).map((key) => ({ code: ReusedCodes.required, field: fieldAt(prefix, key) }));
}
