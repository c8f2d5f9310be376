/** Injection token of the civil registry port (`CivilRegistry` in domain/person.ts). */
export const CIVIL_REGISTRY = Symbol('CIVIL_REGISTRY');
