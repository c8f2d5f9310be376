/**
 * The keys of a trade name: normalized text, significant tokens, Latin and skeleton keys, its
 * script, whether it is generic only and whether it holds special characters; and the check
 * that a name is written in the alphabet of its locale. Pure TypeScript, no framework.
 * See docs/trade-name-matching.md.
 */
import { analyseCleanedWords, type NamingLocale } from './generic-words.js';
import { cleanText, foldLetters } from './normalize.js';
import { wordKeys } from './transliterate.js';

export type NameScript = 'arabic' | 'latin' | 'mixed' | 'other';

export interface NameKeys {
  /** The name as entered: NFC, spaces collapsed, trimmed. */
  readonly display: string;
  /** `normalizeScript` of the whole name (generic words included). */
  readonly normalized: string;
  /** Significant tokens (normalized, articles stripped, generic words removed), in order. */
  readonly tokens: string[];
  /** Latin keys of the significant tokens, one per token, joined by a space. Plain ASCII. */
  readonly latin: string;
  /** Skeleton keys of the significant tokens, one per token, joined by a space. Plain ASCII. */
  readonly skeleton: string;
  readonly script: NameScript;
  /** No significant token is left: the caller refuses the name (`generic-only`). */
  readonly genericOnly: boolean;
  /** The name holds a character other than an Arabic-script or Latin letter (with its marks),
   *  a digit (0–9, ٠–٩, ۰–۹), a space, a hyphen, an apostrophe or ZWNJ/ZWJ. */
  readonly hasSpecialCharacters: boolean;
}

/** The significant words of a cleaned name with their Latin and skeleton keys. */
function significantWords(cleaned: string) {
  return analyseCleanedWords(cleaned)
    .filter((w) => !w.generic)
    .map((w) => ({ normalized: w.normalized, ...wordKeys(w.stem) }))
    .filter((w) => w.latin !== '');
}

/** Computes every key of a trade name. */
export function nameKeys(name: string): NameKeys {
  const nfc = name.normalize('NFC');
  const cleaned = cleanText(name);
  const significant = significantWords(cleaned);
  return {
    display: nfc.replace(/\s+/gu, ' ').trim(),
    normalized: foldLetters(cleaned),
    tokens: significant.map((w) => w.normalized),
    latin: significant.map((w) => w.latin).join(' '),
    skeleton: significant.map((w) => w.skeleton).join(' '),
    script: detectScript(nfc),
    genericOnly: significant.length === 0,
    hasSpecialCharacters: hasSpecialCharacters(nfc),
  };
}

/** `nameKeys(name).skeleton` alone, without the other keys' work (read models index only this). */
export function nameSkeleton(name: string): string {
  return significantWords(cleanText(name))
    .map((w) => w.skeleton)
    .join(' ');
}

/** The scripts of the letters of a text: any letter outside Arabic and Latin makes it 'other';
 *  a text without letters is 'other'. */
export function detectScript(text: string): NameScript {
  let arabic = false;
  let latin = false;
  for (const ch of text.normalize('NFC')) {
    if (!/\p{L}/u.test(ch) || ch === '\u0640') continue;
    if (/\p{Script=Arabic}/u.test(ch)) arabic = true;
    else if (/\p{Script=Latin}/u.test(ch)) latin = true;
    else return 'other';
  }
  if (arabic && latin) return 'mixed';
  if (arabic) return 'arabic';
  if (latin) return 'latin';
  return 'other';
}

const ALLOWED_DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
/** Hyphens and apostrophes allowed in names; ZWNJ and ZWJ, which Kurdish and Persian typing needs. */
const ALLOWED_PUNCTUATION = new Set(['-', '\u2010', '\u2011', "'", '\u2019', '\u02BC', '\u200C', '\u200D', '\u0640']);

/**
 * Whether a name holds a special character: anything that is not an Arabic-script or Latin
 * letter (with the combining marks that follow it: harakat, accents), a digit of the three digit
 * sets, a space (any Unicode space separator), a hyphen (- ‐ ‑), an apostrophe (' ’ ʼ), ZWNJ,
 * ZWJ or tatweel. So & . , ( ) / @ # ، ؛ ؟ emoji, letters of other scripts, line breaks, tabs,
 * directional marks and zero-width spaces are special.
 */
export function hasSpecialCharacters(text: string): boolean {
  for (const ch of text.normalize('NFC')) {
    if (/\p{L}/u.test(ch) && /\p{Script=Arabic}|\p{Script=Latin}/u.test(ch)) continue;
    if (/\p{M}/u.test(ch)) continue;
    if (ALLOWED_DIGIT.test(ch) || /\p{Zs}/u.test(ch) || ALLOWED_PUNCTUATION.has(ch)) continue;
    return true;
  }
  return false;
}

/** The Sorani (Central Kurdish) alphabet in Arabic script: 34 letters and the vowel carrier ئ. */
const SORANI_LETTERS = new Set(Array.from('ئابپتجچحخدرڕزژسشعغفڤقکگلڵمنهەوۆیێ'));
/** The Arabic alphabet with hamza forms, teh marbuta, alef maksura and alef wasla. */
const ARABIC_LETTERS = new Set(Array.from('ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيٱ'));
/** Arabic harakat accepted in Arabic names (fathatan … sukun, superscript alef). */
const ARABIC_HARAKAT = /[\u064B-\u0652\u0670]/;
const KURMANJI_LETTERS = new Set(Array.from('abcçdeêfghiîjklmnopqrsştuûvwxyz'));

/**
 * Whether the letters of a text all belong to the alphabet of a locale:
 *   ckb  the Sorani alphabet (ئ ا ب پ ت ج چ ح خ د ر ڕ ز ژ س ش ع غ ف ڤ ق ک گ ل ڵ م ن ه ە و ۆ ی ێ);
 *        Arabic ي ى ك ة أ إ آ, harakat and ھ are refused;
 *   ar   the Arabic alphabet (with ء آ أ ؤ إ ئ ة ى ٱ) and harakat; Persian/Kurdish letters
 *        (پ چ ژ گ ڤ ک ی ە ێ ۆ ڕ ڵ) are refused;
 *   en   A–Z, either case;
 *   kmr  the Kurmanji alphabet a b c ç d e ê f g h i î j k l m n o p q r s ş t u û v w x y z,
 *        either case.
 * Non-letters (digits, spaces, punctuation, ZWNJ, tatweel for Arabic script) are neutral here
 * (special characters are judged by `hasSpecialCharacters`); at least one letter is required.
 */
export function scriptMatchesLocale(text: string, locale: NamingLocale): boolean {
  let letters = 0;
  for (const ch of text.normalize('NFC')) {
    const isLetter = /\p{L}/u.test(ch);
    const isMark = /\p{M}/u.test(ch);
    if (!isLetter && !isMark) continue;
    if (ch === '\u0640') {
      if (locale === 'ar' || locale === 'ckb') continue;
      return false;
    }
    if (isMark) {
      if (locale === 'ar' && ARABIC_HARAKAT.test(ch)) continue;
      return false;
    }
    letters++;
    const lower = ch.toLowerCase();
    const ok =
      locale === 'ckb'
        ? SORANI_LETTERS.has(ch)
        : locale === 'ar'
          ? ARABIC_LETTERS.has(ch)
          : locale === 'en'
            ? /^[a-z]$/.test(lower)
            : KURMANJI_LETTERS.has(lower);
    if (!ok) return false;
  }
  return letters > 0;
}
