/**
 * The language a name is written in, read from its letters (issue 34 §2). An applicant who types
 * "Zagros Trading" with Sorani chosen has not picked an unavailable name but the wrong language:
 * the registry offers the language the letters fit instead of refusing the name.
 *
 * Arabic script: Sorani and Arabic share most letters; each has letters of its own (Sorani
 * ڕ ڵ ۆ ێ ە ڤ گ چ پ ژ and the Persian forms ک ی; Arabic ي ى ك ة أ إ آ ؤ ء ث ذ ص ض ط ظ and harakat).
 * Latin: Kurmanji has ç ê î û ş beyond English's a–z, so a name of plain a–z fits both.
 * The letters themselves are judged by `scriptMatchesLocale`, so a language offered is always
 * one the name's text passes in.
 */
import type { NamingLocale } from './generic-words.js';
import { scriptMatchesLocale } from './name-key.js';

/** Every naming language, in the order a tie is offered: Sorani before Arabic, English before Kurmanji. */
const ORDER: readonly NamingLocale[] = ['ckb', 'ar', 'en', 'kmr'];

/** The Arabic definite article at a word's start: Arabic names carry it, Sorani ones rarely do. */
const ARABIC_ARTICLE = /(^|\s)ال\p{L}/u;

/**
 * The languages whose letters the name fits, the likeliest first; empty when none does (letters
 * of two scripts, of another script, or of both Sorani and Arabic only, or no letter at all).
 * A name of letters Sorani and Arabic share is offered as both, Sorani first unless a word
 * starts with the Arabic article ال; a name of plain a–z as English, then Kurmanji.
 */
export function nameLanguages(name: string): NamingLocale[] {
  const fits = ORDER.filter((locale) => scriptMatchesLocale(name, locale));
  if (fits.includes('ckb') && fits.includes('ar') && ARABIC_ARTICLE.test(name.normalize('NFC')))
    return ['ar', 'ckb', ...fits.filter((l) => l !== 'ckb' && l !== 'ar')];
  return fits;
}

/**
 * The languages to offer instead of the one chosen: none when the name fits the chosen language
 * (nothing to correct), else `nameLanguages` (possibly none: then the letters themselves are wrong).
 */
export function suggestedNameLanguages(name: string, chosen: NamingLocale): NamingLocale[] {
  if (scriptMatchesLocale(name, chosen)) return [];
  return nameLanguages(name);
}
