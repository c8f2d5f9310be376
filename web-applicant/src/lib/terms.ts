/**
 * Spec §2: accepting the terms stores `termsAccepted` in localStorage with the date of
 * acceptance (an ISO 8601 timestamp as the value). Registration may read it with
 * `readTermsAcceptance()`.
 */
export const TERMS_ACCEPTED_KEY = 'termsAccepted';

export function acceptTerms(now: Date = new Date()): void {
  try {
    localStorage.setItem(TERMS_ACCEPTED_KEY, now.toISOString());
  } catch {
    // No storage (private mode, server rendering): the acceptance lasts for this visit only.
  }
}

/** The date the terms were accepted in this browser, or null. */
export function readTermsAcceptance(): Date | null {
  try {
    const value = localStorage.getItem(TERMS_ACCEPTED_KEY);
    if (!value) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}
