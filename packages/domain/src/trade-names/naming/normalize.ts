/**
 * Script normalization for trade names written in Central Kurdish (Sorani, Arabic script),
 * Arabic, Kurmanji (Latin script) and English.
 *
 * Pure TypeScript with no imports, so the same code can run in the browser. Every rule is
 * documented, with examples, in docs/trade-name-matching.md ("Normalization").
 *
 * Two stages:
 *   1. `cleanText`: lossless for letters, but not for presentation. Compatibility forms, case,
 *      tatweel, diacritics, invisible characters, digits, punctuation and spacing are made
 *      uniform, but the Kurdish letters (ە ێ ۆ ڕ ڵ …) stay as they are, because the
 *      transliteration needs them (ە is a vowel, ه a consonant).
 *   2. `foldLetters`: folds spelling variants of the same letter to one letter (ي ى ی → ی,
 *      ك → ک, ه ە ة ھ → ه, ۆ → و, ڕ → ر, ڵ → ل, أ إ آ ٱ → ا …).
 * `normalizeScript` = `foldLetters(cleanText(text))`.
 */

/** Invisible format characters: zero-width space/joiners, directional marks and isolates, BOM. */
// eslint-disable-next-line no-misleading-character-class -- a list of single code points to delete; U+034F (a combining mark) is one of them
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Arabic tatweel (kashida), a pure stretching character. */
const TATWEEL = /\u0640/g;
/** Arabic harakat and Quranic marks: U+0610–061A, U+064B–065F, U+0670, U+06D6–06ED. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
/** Apostrophes and modifier letters used in transliterations for ʿayn and hamza: removed, not spaced. */
const APOSTROPHES = /['\u0060\u00B4\u2018\u2019\u201B\u02B9\u02BB\u02BC\u02BD\u02BE\u02BF\u02C8]/g;
/** A Latin letter with the combining marks that follow it. */
const LATIN_LETTER = /\p{Script=Latin}\p{M}*/gu;
/** Acronyms written with dots: L.L.C. → LLC, S.A. → SA. */
const DOTTED_ACRONYM = /(?<![\p{L}\p{N}])((?:\p{L}\.)+\p{L})\.?(?![\p{L}\p{N}])/gu;

/** Latin letters that do not decompose under NFD. */
const LATIN_SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * One Latin letter (with its combining marks) to plain a–z. The Kurmanji and Turkish letters
 * whose mark changes the consonant keep that information as the English digraph:
 * ş/ș → sh, ç → ch, ğ → gh, ẍ → gh. Vowel marks are dropped: ê → e, î → i, û → u.
 */
function foldLatinLetter(letter: string): string {
  const decomposed = letter.normalize('NFD');
  const base = decomposed[0] ?? '';
  const marks = decomposed.slice(1);
  if (base === 's' && /[\u0326\u0327]/.test(marks)) return 'sh';
  if (base === 'c' && marks.includes('\u0327')) return 'ch';
  if (base === 'g' && /[\u0306\u030C]/.test(marks)) return 'gh';
  if (base === 'x' && marks.includes('\u0308')) return 'gh';
  if (base === 'z' && marks.includes('\u030C')) return 'zh';
  const special = LATIN_SPECIAL[base];
  if (special !== undefined) return special;
  return decomposed.replace(/\p{M}/gu, '');
}

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic/Persian (۰–۹) digits to 0–9. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * Stage 1. NFKC, lower case, legacy Sorani ه + ZWNJ → ە, invisible characters, tatweel, Arabic
 * harakat, Latin diacritics (ş ç ğ become sh ch gh), digits to ASCII, apostrophes removed,
 * dotted acronyms joined, a space between letters and digits and between Arabic-script and
 * Latin letters, every other character (punctuation, symbols, hyphens, line breaks) becomes a
 * space, spaces collapse. Kurdish letters are kept. The result holds only letters, ASCII digits
 * and single spaces.
 */
export function cleanText(text: string): string {
  let s = text.replace(APOSTROPHES, '').normalize('NFKC').toLowerCase();
  // legacy Sorani typing wrote ە as ه followed by ZWNJ (نه‌وڕۆز)
  s = s.replace(/[\u0647\u06BE]\u200C/g, '\u06D5');
  s = s.replace(INVISIBLE, '').replace(TATWEEL, '').replace(ARABIC_MARKS, '');
  s = s.replace(LATIN_LETTER, foldLatinLetter);
  s = s.replace(/\p{M}/gu, '');
  s = asciiDigits(s);
  s = s.replace(DOTTED_ACRONYM, (acronym: string) => acronym.replace(/\./g, ''));
  s = s
    .replace(/(?<=\p{N})(?=\p{L})|(?<=\p{L})(?=\p{N})/gu, ' ')
    .replace(/(?<=\p{Script=Arabic})(?=\p{Script=Latin})|(?<=\p{Script=Latin})(?=\p{Script=Arabic})/gu, ' ');
  s = s.replace(/[^\p{L}\p{N}]+/gu, ' ');
  return s.trim();
}

/** Letter variants folded by `foldLetters` (see the doc for the reasons). */
export const LETTER_FOLDS: Readonly<Record<string, string>> = {
  // yeh: Arabic yeh, alef maksura, Farsi yeh, Pashto/Kurdish variants, Sorani ێ, Urdu yeh barree
  '\u064A': 'ی', // ي
  '\u0649': 'ی', // ى
  '\u06CC': 'ی', // ی
  '\u06D0': 'ی', // ې
  '\u06CE': 'ی', // ێ
  '\u06CD': 'ی', // ۍ
  '\u06D2': 'ی', // ے
  '\u06D3': 'ی', // ۓ
  // kaf: Arabic kaf, keheh, swash kaf, kaf with ring
  '\u0643': 'ک', // ك
  '\u06AA': 'ک', // ڪ
  '\u06AB': 'ک', // ګ
  // heh family: heh, Sorani ae, teh marbuta, heh doachashmee, heh with yeh above, heh goal
  '\u06D5': 'ه', // ە
  '\u0629': 'ه', // ة
  '\u06BE': 'ه', // ھ
  '\u06C0': 'ه', // ۀ
  '\u06C1': 'ه', // ہ
  '\u06C2': 'ه', // ۂ
  '\u06C3': 'ه', // ۃ
  // waw: Sorani o, waw with two dots above, u, yu, waw with bar/ring/inverted small v
  '\u06C6': 'و', // ۆ
  '\u06CA': 'و', // ۊ
  '\u06C7': 'و', // ۇ
  '\u06C8': 'و', // ۈ
  '\u06C9': 'و', // ۉ
  '\u06CB': 'و', // ۋ
  '\u06CF': 'و', // ۏ
  '\u0624': 'و', // ؤ (hamza on waw)
  // reh and lam: Sorani heavy r and velarised l
  '\u0695': 'ر', // ڕ
  '\u0692': 'ر', // ڒ
  '\u06B5': 'ل', // ڵ
  '\u06B6': 'ل', // ڶ
  '\u06B7': 'ل', // ڷ
  // alef with hamza above/below, madda, wasla
  '\u0623': 'ا', // أ
  '\u0625': 'ا', // إ
  '\u0622': 'ا', // آ
  '\u0671': 'ا', // ٱ
  '\u0672': 'ا', // ٲ
  '\u0673': 'ا', // ٳ
  // noon variants
  '\u06BA': 'ن', // ں
  '\u06BC': 'ن', // ڼ
  // stand-alone hamza carries no letter
  '\u0621': '', // ء
};

/**
 * The letters `foldLetters` changes, as one character class. Each is a single UTF-16 unit, so
 * matching units folds exactly the code points a letter-by-letter walk would (normalize.spec
 * checks the two agree). One regular expression per word instead of an array of its letters:
 * `nameSkeleton`, which the applications index and the gazette compute per row, 30–34 → 25–29 µs.
 */
const FOLDED_LETTER = new RegExp(`[\u0626${Object.keys(LETTER_FOLDS).join('')}]`, 'g');
const foldLetter = (letter: string): string => (letter === '\u0626' ? 'ی' : LETTER_FOLDS[letter]!);

/**
 * Stage 2. Folds variants of the same letter. گ پ چ ژ ڤ ق ف stay distinct letters here: they are
 * different letters in Sorani; their phonetic closeness to ک ب ج ز ف (how Arabic writes them) is
 * a matter for the skeleton key, not for the normalized text. The Sorani vowel carrier ئ at the
 * start of a word becomes ا, as Arabic begins such words (ئازادی and آزادي → ازادی, ئێران and
 * إيران → ایران); elsewhere ئ becomes ی. وو (Sorani û) and رر (a Sorani ڕ typed without the
 * key) collapse to one letter.
 */
export function foldLetters(cleaned: string): string {
  return cleaned
    .split(' ')
    .map((word) =>
      word
        .replace(/^\u0626\u0627?/, 'ا')
        .replace(FOLDED_LETTER, foldLetter)
        .replace(/([ور])\1+/g, '$1'),
    )
    .filter((word) => word !== '')
    .join(' ');
}

/** The normalized text of a name: `cleanText` then `foldLetters`. */
export function normalizeScript(text: string): string {
  return foldLetters(cleanText(text));
}

/** Words of a cleaned text. */
export function words(cleaned: string): string[] {
  return cleaned === '' ? [] : cleaned.split(' ');
}
