import { deepMerge } from '../deep-merge';
import { directoryMessages } from './admin-messages';
import type { Locale } from './types';

/**
 * An entry's messages with the shared ones: `withDirectory({ en: {...}, ckb: {...}, ... })`.
 * Apart from admin-ui.tsx so that the i18n provider (loaded with the sign-in screen) does not pull
 * react-admin's fields and forms into the first download.
 */
export function withDirectory(own: Record<Locale, Record<string, unknown>>): Record<Locale, Record<string, unknown>> {
  return {
    en: deepMerge(directoryMessages.en, own.en),
    ckb: deepMerge(directoryMessages.ckb, own.ckb),
    ar: deepMerge(directoryMessages.ar, own.ar),
    kmr: deepMerge(directoryMessages.kmr, own.kmr),
  };
}
