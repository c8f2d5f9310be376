import type { Locale } from './locale.js';
import { historyMessages } from './history-messages.js';
import { securityLogMessages, securityLogResourceMessages } from './security-log-messages.js';
import { auditTrailMessages } from './audit-trail-messages.js';
import { securitySentenceMessages } from './security-sentences.js';

/**
 * Texts of the auditors' screens (issue 24 §1), one file a screen: the history page's additions
 * (`admin.audit.*`, history-messages.ts), the security log (`resources.security-log.*`,
 * `admin.security_events.*`, security-log-messages.ts) and the per-user trail
 * (`resources.audit-trail.*`, audit-trail-messages.ts). Security-event kinds are keyed with `_`
 * for `.` and `-` (`sign-in.failed` → `sign_in_failed`, see securityKindKey).
 */
export const auditMessages: Record<Locale, Record<string, unknown>> = {
  en: catalogueOf('en'),
  ckb: catalogueOf('ckb'),
  ar: catalogueOf('ar'),
  kmr: catalogueOf('kmr'),
};

function catalogueOf(locale: Locale): Record<string, unknown> {
  return {
    admin: { audit: historyMessages[locale], ...securityLogMessages[locale], security_sentences: securitySentenceMessages[locale] },
    resources: { 'security-log': securityLogResourceMessages[locale], 'audit-trail': auditTrailMessages[locale] },
  };
}

/** `sign-in.failed` → `admin.security_events.sign_in_failed`. */
export const securityKindKey = (kind: string) => `admin.security_events.${kind.replace(/[.-]/g, '_')}`;
