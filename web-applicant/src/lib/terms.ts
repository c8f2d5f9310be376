/**
 * Spec §2: accepting the terms stores `termsAccepted` in localStorage with the date of
 * acceptance (an ISO 8601 timestamp as the value). Registration may read it with
 * `readTermsAcceptance()`. A cookie of the same name carries it to the server, which renders a
 * registration's first step only for a browser that accepted them (web-apps.ts, entry-server.tsx).
 */
export const TERMS_ACCEPTED_KEY = 'termsAccepted';

const ONE_YEAR_SECONDS = 31_536_000;

function writeCookie(value: string): void {
  if (typeof document !== 'undefined')
    document.cookie = `${TERMS_ACCEPTED_KEY}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

export function acceptTerms(now: Date = new Date()): void {
  writeCookie(now.toISOString());
  try {
    localStorage.setItem(TERMS_ACCEPTED_KEY, now.toISOString());
  } catch {
    // No storage (private mode): the acceptance lasts as long as the cookie.
  }
}

/** The server's render reads the acceptance of the browser it renders for (entry-server.tsx sets this). */
let serverAcceptance: (() => string | undefined) | undefined;
export function readTermsAcceptanceWith(read: () => string | undefined): void {
  serverAcceptance = read;
}

function storedAcceptance(): string | null | undefined {
  if (serverAcceptance) return serverAcceptance();
  try {
    return localStorage.getItem(TERMS_ACCEPTED_KEY);
  } catch {
    return null;
  }
}

/** The date the terms were accepted in this browser, or null. */
export function readTermsAcceptance(): Date | null {
  const value = storedAcceptance();
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An acceptance stored before the cookie existed is told to the server from now on. */
export function mirrorTermsAcceptance(): void {
  const accepted = readTermsAcceptance();
  if (accepted) writeCookie(accepted.toISOString());
}
