import type { Person } from '#src/reference/civil-registry/person';
import { ageOn, isUpn } from '#src/reference/civil-registry/rules';
import type { IsoDate } from '../application.js';
import { isBlank } from './facts.js';
import { isBusinessDetails, isTrademarkDetails, type ApplicationDetails } from './lookups.js';

export interface DeclaredPerson {
  fullName?: string;
  birthDate?: string;
  nationality?: string;
}

/** A person of the payload beside the civil registry's record of them (issue 22 §1). */
export interface CasePerson {
  upn: string;
  /** Every place of the payload naming this UPN (`ceo.upn`, `shareholders[0].upn`). */
  fields: string[];
  found: boolean;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  age: number | null;
  nationality: string | null;
  /** What the applicant typed for this person (full name, birth date, nationality), where the payload asks it. */
  declared: DeclaredPerson;
  /** The declared facts the registry contradicts: `fullName`, `birthDate`, `nationality`. */
  mismatches: (keyof DeclaredPerson)[];
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && !isBlank(v) ? v.trim() : undefined);
const words = (v: string) => v.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);

/** Where each UPN sits in the payload, with what the applicant typed about that person there. */
function upnPlaces(details: ApplicationDetails): { upn: string; field: string; declared: DeclaredPerson }[] {
  const places: { upn: unknown; field: string; declared?: DeclaredPerson }[] = [];
  if (isBusinessDetails(details)) {
    const ceo = details.ceo;
    if (ceo)
      places.push({
        upn: ceo.upn,
        field: 'ceo.upn',
        declared: { fullName: text(ceo.full_name), birthDate: text(ceo.birth_date), nationality: text(ceo.nationality) },
      });
    if (details.applicant && !details.applicant.ceo_is_applicant)
      places.push({ upn: details.applicant.upn, field: 'applicant.upn', declared: { fullName: text(details.applicant.full_name) } });
    (details.shareholders ?? []).forEach((s, i) =>
      places.push({ upn: s.upn, field: `shareholders[${i}].upn`, declared: { fullName: text(s.full_name) } }),
    );
  } else if (isTrademarkDetails(details)) {
    if (details.owner?.type === 'natural') places.push({ upn: details.owner.upn, field: 'owner.upn' });
  } else {
    places.push({ upn: details.upn, field: 'upn' });
    (details.partners ?? []).forEach((p, i) => places.push({ upn: p.upn, field: `partners[${i}].upn` }));
  }
  return places
    .filter((p): p is { upn: string; field: string; declared?: DeclaredPerson } => isUpn(p.upn))
    .map((p) => ({ ...p, declared: p.declared ?? {} }));
}

/**
 * Every person of the payload, once per UPN, resolved from the civil registry's answers
 * (`persons`): name, birth date, age on `today` and nationality; a declared full name that lacks
 * the registry's first or last name, or a declared birth date or nationality that differs, is a
 * mismatch. A UPN the registry does not know is `found: false`.
 */
export function casePersons(details: ApplicationDetails, persons: ReadonlyMap<string, Person | null>, today: IsoDate): CasePerson[] {
  const byUpn = new Map<string, CasePerson>();
  for (const place of upnPlaces(details)) {
    const person = persons.get(place.upn) ?? null;
    let entry = byUpn.get(place.upn);
    if (!entry) {
      entry = {
        upn: place.upn,
        fields: [],
        found: person !== null,
        firstName: person?.firstName ?? null,
        lastName: person?.lastName ?? null,
        birthDate: person?.birthDate ?? null,
        age: person ? ageOn(person.birthDate, today) : null,
        nationality: person?.nationality ?? null,
        declared: {},
        mismatches: [],
      };
      byUpn.set(place.upn, entry);
    }
    entry.fields.push(place.field);
    entry.declared = { ...place.declared, ...entry.declared };
  }
  for (const entry of byUpn.values()) {
    if (!entry.found) continue;
    const { fullName, birthDate, nationality } = entry.declared;
    if (fullName) {
      const typed = new Set(words(fullName));
      const registry = [...words(entry.firstName ?? ''), ...words(entry.lastName ?? '')];
      if (!registry.every((w) => typed.has(w))) entry.mismatches.push('fullName');
    }
    if (birthDate && birthDate !== entry.birthDate) entry.mismatches.push('birthDate');
    if (nationality && nationality !== entry.nationality) entry.mismatches.push('nationality');
  }
  return [...byUpn.values()];
}
