/**
 * What a certificate states (issue 33 §2), for the four kinds it is issued for, and how it reads
 * in a language: the rows of label and value the PDF prints and the verification page shows. Pure:
 * the API resolves names (holders, places, activities, the directorate) in the language first.
 */
import { formatDate } from '#src/shared/i18n/format';
import type { Locale } from '#src/shared/i18n/locale';
import { translate } from '#src/shared/i18n/messages';
import type { Role } from '#src/identity/permissions';
import { CertificateMessages as M } from './messages.js';

export const CERTIFICATE_KINDS = ['trade-name', 'business', 'foreign-branch', 'trademark'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** A certificate's standing on its verification page. */
export const CERTIFICATE_STANDINGS = ['valid', 'superseded', 'withdrawn'] as const;
export type CertificateStanding = (typeof CERTIFICATE_STANDINGS)[number];

export interface CertificateFacts {
  readonly kind: CertificateKind;
  /** The number people use: a trade name's or trademark's reference (`TN-2026-000123`), a company's UEN. */
  readonly registerNumber: string;
  /** This certificate's number (`TN-2026-000123-C1`). */
  readonly certificateNumber: string;
  /** The trade name, the company's name, the word mark. */
  readonly name: string;
  /** The name in the certificate's language, where one was given besides the registered name. */
  readonly nameInLanguage?: string;
  /** The holders by name: the owner and partners, the shareholders, the mark's owner. */
  readonly holders: readonly string[];
  readonly province: string | null;
  readonly district: string | null;
  /** Activities in words (a trademark: its Nice classes and terms). */
  readonly activities: readonly string[];
  readonly protectionLevel: 'kri_level' | 'district_level' | null;
  /** The capital in Iraqi dinars, where it applies (a company, a branch). */
  readonly capital: number | null;
  /** When the name was granted, the company registered, the mark reserved (the payment's confirmation). */
  readonly registeredAt: string;
  /** When this certificate was issued. */
  readonly issuedAt: string;
  /** The directorate of the province (its name in the language); null: the ministry itself. */
  readonly directorate: string | null;
  /** The issuing officer's role (never their name: a certificate outlives a posting). */
  readonly officerRole: Role | null;
}

export interface CertificateRow {
  readonly label: string;
  /** One value, or several lines (holders, activities). */
  readonly values: readonly string[];
}

const TITLE: Record<CertificateKind, string> = {
  'trade-name': M['certificate.title.trade-name'],
  business: M['certificate.title.business'],
  'foreign-branch': M['certificate.title.foreign-branch'],
  trademark: M['certificate.title.trademark'],
};
const CERTIFIES: Record<CertificateKind, string> = {
  'trade-name': M['certificate.certifies.trade-name'],
  business: M['certificate.certifies.business'],
  'foreign-branch': M['certificate.certifies.foreign-branch'],
  trademark: M['certificate.certifies.trademark'],
};
const NUMBER_LABEL: Record<CertificateKind, string> = {
  'trade-name': M['certificate.trade-name-number'],
  business: M['certificate.uen'],
  'foreign-branch': M['certificate.uen'],
  trademark: M['certificate.trademark-number'],
};
const DATE_LABEL: Record<CertificateKind, string> = {
  'trade-name': M['certificate.granted-on'],
  business: M['certificate.registered-on'],
  'foreign-branch': M['certificate.registered-on'],
  trademark: M['certificate.reserved-on'],
};

export const certificateTitle = (kind: CertificateKind, locale: Locale): string => translate(TITLE[kind], locale);
export const certificateCertifies = (kind: CertificateKind, locale: Locale): string => translate(CERTIFIES[kind], locale);

/** A day as the region's calendar has it (Erbil, Asia/Baghdad), written in the language. */
export function certificateDay(instant: string | Date, locale: Locale): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  // The Erbil calendar day, written as every other date of the registry is (the CLDR's Kurdish
  // month names, the reader's digits), not as this runtime's ICU happens to spell it.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
  return formatDate(day, locale);
}

/** An amount in dinars, digits grouped in Latin digits, as the bank's documents print them. */
export const certificateAmount = (amount: number, locale: Locale): string =>
  translate(M['certificate.dinars'], locale, { amount: new Intl.NumberFormat('en-US').format(amount) });

/** The rows a certificate prints in `locale`, in order; a fact that does not apply is left out. */
export function certificateRows(facts: CertificateFacts, locale: Locale): CertificateRow[] {
  const t = (code: string) => translate(code, locale);
  const rows: CertificateRow[] = [];
  const add = (label: string, ...values: (string | null | undefined)[]) => {
    const present = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (present.length) rows.push({ label: t(label), values: present });
  };
  add(
    facts.kind === 'trademark' ? M['certificate.mark'] : M['certificate.name'],
    facts.name,
    facts.nameInLanguage !== facts.name ? facts.nameInLanguage : undefined,
  );
  add(NUMBER_LABEL[facts.kind], facts.registerNumber);
  add(M['certificate.certificate-number'], facts.certificateNumber);
  add(facts.holders.length > 1 ? M['certificate.holders'] : M['certificate.holder'], ...facts.holders);
  add(M['certificate.province'], facts.province);
  add(M['certificate.district'], facts.district);
  add(facts.kind === 'trademark' ? M['certificate.classes'] : M['certificate.activities'], ...facts.activities);
  if (facts.protectionLevel) add(M['certificate.protection'], t(M[`certificate.protection.${facts.protectionLevel}`]));
  if (facts.capital !== null) add(M['certificate.capital'], certificateAmount(facts.capital, locale));
  add(DATE_LABEL[facts.kind], certificateDay(facts.registeredAt, locale));
  add(M['certificate.issued-on'], certificateDay(facts.issuedAt, locale));
  add(M['certificate.issued-by'], facts.directorate ?? t(M['certificate.issuer']));
  if (facts.officerRole) add(M['certificate.officer'], t(M[`certificate.role.${facts.officerRole}`]));
  return rows;
}

/** The file's name: by the number people use (`TN-2026-000123-certificate-ckb.pdf`), in characters every file system keeps. */
export const certificateFileName = (registerNumber: string, locale: Locale): string =>
  `${registerNumber.replace(/[^A-Za-z0-9-]/g, '')}-certificate-${locale}.pdf`;
