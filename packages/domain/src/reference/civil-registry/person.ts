/** Spec §3 "Common person fields": nationality is iraqi or foreigner; null when none is recorded. */
export const NATIONALITIES = ['iraqi', 'foreigner'] as const;
export type Nationality = (typeof NATIONALITIES)[number];
export const GENDERS = ['male', 'female', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

/** A person as the civil registry knows them, under their UPN (unified personal number). */
export interface Person {
  upn: string;
  firstName: string;
  lastName: string;
  fatherName?: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** null: the registry records no nationality (the person must visit a biometry office). */
  nationality: Nationality | null;
  gender: Gender;
}

/**
 * The civil registry: the source of truth for UPNs. A port, so that a table imported from CSV
 * (the default) can be replaced by the ministry of interior's service without touching a rule.
 */
export interface CivilRegistry {
  /** The person with this UPN, or null when the registry does not know it (or it is malformed). */
  findByUpn(upn: string): Promise<Person | null>;
}
