/**
 * The search key of a text: what is left once the differences readers do not type are removed.
 * Stored beside each activity and applied to every query, so that both sides fold alike:
 * - case, Latin accents (ê î û ç ş → e i u c s) and Arabic harakat, by decomposition;
 * - tatweel and invisible joiners (ZWNJ is common in Kurdish typing);
 * - Arabic letter variants (أ إ آ ٱ → ا, ى ي ئ → ی, ؤ → و, ة ە ھ → ه, ك → ک, hamza dropped);
 * - Kurdish letters that Arabic keyboards lack (ڕ → ر, ڵ → ل, ۆ → و, ێ → ی, ڤ → ف),
 *   and the Kurdish long vowel وو against Arabic و;
 * - Arabic-Indic digits → 0-9;
 * - punctuation and runs of blanks → one space.
 */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u0671': 'ا', // alef wasla (أ إ آ decompose to ا plus a mark)
  '\u064A': 'ی', // Arabic yeh
  '\u0649': 'ی', // alef maksura
  '\u06CE': 'ی', // Kurdish yeh with small v (ێ)
  '\u0629': 'ه', // teh marbuta
  '\u06D5': 'ه', // Kurdish ae (ە)
  '\u06BE': 'ه', // heh doachashmee (ھ)
  '\u06C1': 'ه', // heh goal
  '\u0643': 'ک', // Arabic kaf
  '\u0695': 'ر', // reh with small v below (ڕ)
  '\u06B5': 'ل', // lam with small v (ڵ)
  '\u06C6': 'و', // oe (ۆ)
  '\u06A4': 'ف', // veh (ڤ)
  '\u0131': 'i', // dotless i
};
const DROPPED = /[\u0640\u0621\u0674\p{Cf}]/gu; // tatweel, hamza on the line, high hamza, format characters
const FOLDED = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/gu;

export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(DROPPED, '')
    .replace(FOLDED, (letter) => LETTER_FOLDS[letter]!)
    .replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .replace(/وو+/gu, 'و')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query, without repeats (matched in any order, in any language; see ActivitySearchIndex.search). */
export function searchWords(query: string): string[] {
  const key = searchKey(query);
  return key ? [...new Set(key.split(' '))] : [];
}
