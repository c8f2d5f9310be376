import type { SqlSession } from '#src/event-store/event-store';
import { normalizeEmail } from '@registry/domain/applicant-access/code-policy';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@registry/domain/shared/i18n/locale';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Someone an e-mail goes to, and the language to use when they have no account (the application's, or the request's). */
export interface MailRecipient {
  email: string;
  fallback?: Locale | null;
}

/**
 * The language each e-mail to an applicant is written in, decided here for every kind of e-mail
 * (issue 35 §6): the account's language (what the portal last showed them; they change it in the
 * portal), else the fallback, else Central Kurdish. One read for any number of recipients (a
 * projection's batch).
 */
export async function recipientLanguages(session: SqlSession, recipients: readonly MailRecipient[]): Promise<Locale[]> {
  if (!recipients.length) return [];
  const addresses = [...new Set(recipients.map((r) => normalizeEmail(r.email)))];
  const { rows } = await session.query(sql`SELECT email, locale FROM applicants WHERE email = ANY(${addresses}::text[])`);
  const accounts = new Map<string, unknown>(rows.map((r: { email: string; locale: unknown }) => [r.email, r.locale]));
  return recipients.map(({ email, fallback }) => {
    const account = accounts.get(normalizeEmail(email));
    if (isLocale(account)) return account;
    return fallback && isLocale(fallback) ? fallback : DEFAULT_LOCALE;
  });
}

export async function recipientLanguage(session: SqlSession, email: string, fallback?: Locale | null): Promise<Locale> {
  return (await recipientLanguages(session, [{ email, fallback }]))[0]!;
}
