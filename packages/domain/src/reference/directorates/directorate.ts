import type { Locale } from '#src/shared/i18n/locale';

/**
 * A provincial company-registration directorate (spec §1 step 3: the one visit with the
 * originals). Reference data kept by administrators. A text the spec does not give is stored
 * empty and shown as "to be confirmed": the registry presents nothing invented as fact.
 */
export type TranslatedText = Record<Locale, string>;

export const DIRECTORATE_TEXTS = ['name', 'address', 'hours'] as const;
export type DirectorateText = (typeof DIRECTORATE_TEXTS)[number];
export const DIRECTORATE_CONTACTS = ['phone', 'email', 'website'] as const;
export type DirectorateContact = (typeof DIRECTORATE_CONTACTS)[number];

export interface DirectorateFields {
  /** The province it serves (`provinces.id`); one directorate a province. */
  provinceId: string;
  name: TranslatedText;
  /** Address lines, one a line ('\n'); empty: to be confirmed. */
  address: TranslatedText;
  /** Opening hours as people read them, one line a rule; empty: to be confirmed. */
  hours: TranslatedText;
  phone: string;
  email: string;
  website: string;
}

export interface Directorate extends DirectorateFields {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const DIRECTORATE_LIMITS = { name: 200, address: 1000, hours: 500, phone: 40, email: 254, website: 300 } as const;

/** Codes of the directorates' own refusals (messages.ts). */
export const DirectorateCodes = {
  provinceUnknown: 'directorate.province-unknown',
  provinceTaken: 'directorate.province-taken',
  nameRequired: 'directorate.name-required',
} as const;
