/**
 * Transliteration of Arabic-script (Arabic and Sorani Kurdish) and Latin-script (English and
 * Kurmanji) words to two plain-ASCII keys, so that one name written in different scripts meets:
 *
 *   latin:    a readable Latin spelling with the vowels the script writes (نەورۆز → newroz,
 *             نوروز → nuruz, Nawroz → nawroz);
 *   skeleton: consonant classes only, one ASCII letter per class, doubled letters collapsed
 *             (all three → nrz).
 *
 * Pure TypeScript, no imports except the normalizer. The rules and the class table are in
 * docs/trade-name-matching.md ("Transliteration").
 */
import { cleanText, words } from './normalize.js';

/** C consonant, V vowel, G glide (w/y after a vowel: in the latin key, not in the skeleton),
 *  S silent (ع ء ئ ؤ), D digit, U a letter of another script. */
type Kind = 'C' | 'V' | 'G' | 'S' | 'D' | 'U';

interface Segment {
  readonly kind: Kind;
  readonly latin: string;
  /** Skeleton class (one letter) for consonants, the digit for digits, a code for other scripts. */
  readonly cls: string;
}

const C = (latin: string, cls: string): Segment => ({ kind: 'C', latin, cls });
const V = (latin: string): Segment => ({ kind: 'V', latin, cls: '' });
const G = (latin: string): Segment => ({ kind: 'G', latin, cls: '' });
const SILENT: Segment = { kind: 'S', latin: '', cls: '' };

/**
 * Skeleton classes. One letter each so that edit distances count one per sound:
 *   b  b p ب پ        t  t ت ط          s  s س ص ث        z  z ز ذ ض ظ
 *   d  d د            c  sh ş ش         j  j ch zh ç c̦ ج چ ژ
 *   k  k g q c ک ك گ ق                  x  kh x خ         g  gh ğ غ
 *   h  h ح ه          f  f v ph ف ڤ     w  w و (consonant) y  y ی (consonant)
 *   l  l ل ڵ          r  r ر ڕ          m  m م            n  n ن
 */
const ARABIC_CONSONANTS: Readonly<Record<string, Segment>> = {
  ب: C('b', 'b'),
  پ: C('p', 'b'),
  ت: C('t', 't'),
  ط: C('t', 't'),
  ث: C('s', 's'),
  ج: C('j', 'j'),
  چ: C('ch', 'j'),
  ح: C('h', 'h'),
  خ: C('kh', 'x'),
  د: C('d', 'd'),
  ذ: C('z', 'z'),
  ر: C('r', 'r'),
  ڕ: C('r', 'r'),
  ڒ: C('r', 'r'),
  ز: C('z', 'z'),
  ژ: C('zh', 'j'),
  س: C('s', 's'),
  ص: C('s', 's'),
  ش: C('sh', 'c'),
  ض: C('z', 'z'),
  ظ: C('z', 'z'),
  غ: C('gh', 'g'),
  ف: C('f', 'f'),
  ڤ: C('v', 'f'),
  ق: C('q', 'k'),
  ک: C('k', 'k'),
  ك: C('k', 'k'),
  ڪ: C('k', 'k'),
  ګ: C('k', 'k'),
  گ: C('g', 'k'),
  ڭ: C('g', 'k'),
  ل: C('l', 'l'),
  ڵ: C('l', 'l'),
  ڶ: C('l', 'l'),
  ڷ: C('l', 'l'),
  م: C('m', 'm'),
  ن: C('n', 'n'),
  ں: C('n', 'n'),
  ڼ: C('n', 'n'),
};

const ARABIC_VOWELS: Readonly<Record<string, Segment>> = {
  ا: V('a'),
  آ: V('a'),
  أ: V('a'),
  ٱ: V('a'),
  ٲ: V('a'),
  ٳ: V('i'),
  إ: V('i'),
  ە: V('e'),
  ة: V('e'),
  ۀ: V('e'),
  ۂ: V('e'),
  ۃ: V('e'),
  ێ: V('e'),
  ې: V('e'),
  ۆ: V('o'),
  ۊ: V('o'),
  ۇ: V('u'),
  ۈ: V('u'),
  ۉ: V('u'),
};

/** Letters that carry no sound of their own: ʿayn, hamza and its carriers. */
const ARABIC_SILENT = new Set(['ع', 'ء', 'ئ', 'ؤ']);
const WAW = new Set(['و', 'ۋ', 'ۏ']);
const YEH = new Set(['ی', 'ي', 'ى', 'ۍ', 'ے', 'ۓ']);
const HEH = new Set(['ه', 'ھ', 'ہ']);
/** After these letters a word-final ه is the consonant h (شاه، وجوه); elsewhere it is a vowel. */
const HEH_AFTER_LONG_VOWEL = new Set(['ا', 'آ', 'و', 'ۆ', 'ێ', 'ە']);

function isArabicVowelAt(word: readonly string[], i: number): boolean {
  const ch = word[i];
  if (ch === undefined) return false;
  if (ARABIC_VOWELS[ch] !== undefined) return true;
  if (ch === 'ى' && i === word.length - 1) return true;
  // a word-final ه after a consonant or ی is the vowel e/a (سليمانيه، كوردستانه)
  if (HEH.has(ch) && i === word.length - 1) return !HEH_AFTER_LONG_VOWEL.has(word[i - 1] ?? '');
  return false;
}

/** Letters that only Sorani writes: a word holding one follows Sorani spelling. */
const SORANI_ONLY = /[\u06D5\u06CE\u06C6\u0695\u06B5]/; // ە ێ ۆ ڕ ڵ

/**
 * In a Sorani word every vowel but the short i is written, so a ه between a consonant and a
 * letter that is not a vowel is the vowel ە typed with the Arabic ه key (نهورۆز = نەورۆز).
 */
function isSoraniHehForAe(word: readonly string[], i: number, sorani: boolean): boolean {
  if (!sorani || i === 0 || i === word.length - 1) return false;
  const prev = word[i - 1]!;
  const next = word[i + 1]!;
  return ARABIC_CONSONANTS[prev] !== undefined && ARABIC_VOWELS[next] === undefined;
}

function arabicSegments(word: readonly string[]): Segment[] {
  const sorani = SORANI_ONLY.test(word.join(''));
  const out: Segment[] = [];
  const prevIsVowel = (): boolean => {
    for (let k = out.length - 1; k >= 0; k--) {
      const kind = out[k]!.kind;
      if (kind === 'S') continue;
      return kind === 'V';
    }
    return false;
  };
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]!;
    const consonant = ARABIC_CONSONANTS[ch];
    if (consonant) {
      out.push(consonant);
    } else if (ARABIC_VOWELS[ch]) {
      out.push(ARABIC_VOWELS[ch]!);
    } else if (ch === 'ى' && i === word.length - 1) {
      out.push(V('a')); // alef maksura: مصطفى
    } else if (HEH.has(ch)) {
      const vowel = isArabicVowelAt(word, i) || isSoraniHehForAe(word, i, sorani);
      out.push(vowel ? V('e') : C('h', 'h'));
    } else if (ARABIC_SILENT.has(ch)) {
      out.push(SILENT);
    } else if (WAW.has(ch)) {
      if (WAW.has(word[i + 1] ?? '') && i + 1 < word.length) {
        // وو is the Sorani long û (a consonant w before it is rare enough to ignore)
        out.push(V('u'));
        i++;
      } else if (i === 0) out.push(C('w', 'w'));
      else if (isArabicVowelAt(word, i + 1) || isFinalYeh(word, i + 1)) out.push(C('w', 'w'));
      else if (prevIsVowel()) out.push(G('w'));
      else out.push(V('u'));
    } else if (YEH.has(ch)) {
      if (i === 0 && word.length > 1) out.push(C('y', 'y'));
      else if (i === 0) out.push(V('i'));
      else if (isArabicVowelAt(word, i + 1)) out.push(C('y', 'y'));
      else if (prevIsVowel()) out.push(G('y'));
      else out.push(V('i'));
    } else if (/[0-9]/.test(ch)) {
      out.push({ kind: 'D', latin: ch, cls: ch });
    } else {
      out.push(foreign(ch));
    }
  }
  return out;
}

function isFinalYeh(word: readonly string[], i: number): boolean {
  return i === word.length - 1 && YEH.has(word[i] ?? '');
}

const LATIN_DIGRAPHS: Readonly<Record<string, Segment>> = {
  sh: C('sh', 'c'),
  ch: C('ch', 'j'),
  kh: C('kh', 'x'),
  gh: C('gh', 'g'),
  zh: C('zh', 'j'),
  ph: C('f', 'f'),
};

const LATIN_CONSONANTS: Readonly<Record<string, Segment>> = {
  b: C('b', 'b'),
  p: C('p', 'b'),
  t: C('t', 't'),
  d: C('d', 'd'),
  s: C('s', 's'),
  z: C('z', 'z'),
  j: C('j', 'j'),
  c: C('c', 'k'),
  k: C('k', 'k'),
  q: C('q', 'k'),
  g: C('g', 'k'),
  x: C('kh', 'x'),
  h: C('h', 'h'),
  f: C('f', 'f'),
  v: C('v', 'f'),
  l: C('l', 'l'),
  r: C('r', 'r'),
  m: C('m', 'm'),
  n: C('n', 'n'),
};

const LATIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

function latinSegments(word: readonly string[]): Segment[] {
  const out: Segment[] = [];
  const isVowel = (i: number): boolean => LATIN_VOWELS.has(word[i] ?? '');
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]!;
    const digraph = LATIN_DIGRAPHS[ch + (word[i + 1] ?? '')];
    const prev = out[out.length - 1];
    if (digraph) {
      out.push(digraph);
      i++;
    } else if (LATIN_VOWELS.has(ch)) {
      out.push(V(ch));
      // an i before another vowel hides a glide: Vian = ڤیان, Bakhtiar = بختيار
      if (ch === 'i' && i > 0 && isVowel(i + 1)) out.push({ kind: 'C', latin: '', cls: 'y' });
    } else if (ch === 'w' || ch === 'y') {
      const cls = ch;
      if (i === 0 && (word.length > 1 || cls === 'w')) out.push(C(ch, cls));
      else if (isVowel(i + 1)) out.push(C(ch, cls));
      else if (prev?.kind === 'V') out.push(G(ch));
      else out.push(cls === 'w' ? V('w') : V('y'));
    } else if (LATIN_CONSONANTS[ch]) {
      out.push(LATIN_CONSONANTS[ch]!);
    } else if (/[0-9]/.test(ch)) {
      out.push({ kind: 'D', latin: ch, cls: ch });
    } else {
      out.push(foreign(ch));
    }
  }
  return out;
}

/** A letter of another script: an opaque ASCII code, so identical names still meet. */
function foreign(ch: string): Segment {
  const code = `u${(ch.codePointAt(0) ?? 0).toString(36)}`;
  return { kind: 'U', latin: code, cls: code };
}

function segmentsOf(word: string): Segment[] {
  const chars = Array.from(word);
  return /\p{Script=Arabic}/u.test(word) ? arabicSegments(chars) : latinSegments(chars);
}

function skeletonOf(segments: readonly Segment[]): string {
  let out = '';
  let last: string | null = null;
  let lastWasH = false;
  for (const seg of segments) {
    if (seg.kind === 'V') {
      last = null;
      lastWasH = false;
      continue;
    }
    if (seg.kind === 'G' || seg.kind === 'S') continue;
    if (seg.kind === 'D' || seg.kind === 'U') {
      out += seg.cls;
      last = null;
      lastWasH = false;
      continue;
    }
    lastWasH = seg.cls === 'h';
    if (seg.cls === last) continue;
    out += seg.cls;
    last = seg.cls;
  }
  // a word-final h is dropped: Latin -ah stands as often for ة as for ه (Fatimah, Abdullah, Shah)
  const final = segments.filter((s) => s.kind !== 'S' && s.kind !== 'G').at(-1);
  if (lastWasH && final?.kind === 'C' && final.cls === 'h' && out.length > 1) out = out.slice(0, -1);
  return out;
}

export interface WordKeys {
  /** Readable Latin spelling, a–z and 0–9 only. */
  readonly latin: string;
  /** Consonant-class skeleton, a–z and 0–9 only; the latin key when the word has no consonant. */
  readonly skeleton: string;
}

/**
 * Keys of one word of a cleaned text (see `cleanText`). A word without any sound (a lone ع)
 * gives empty keys.
 */
export function wordKeys(cleanedWord: string): WordKeys {
  const segments = segmentsOf(cleanedWord);
  const latin = segments
    .map((s) => s.latin)
    .join('')
    .replace(/[^a-z0-9]/g, '');
  const skeleton = skeletonOf(segments).replace(/[^a-z0-9]/g, '');
  return { latin, skeleton: skeleton === '' ? latin : skeleton };
}

/** Both keys of a text, word by word (words joined by one space; empty words left out). */
export function latinKeys(text: string): WordKeys {
  const keys = words(cleanText(text))
    .map(wordKeys)
    .filter((k) => k.latin !== '');
  return { latin: keys.map((k) => k.latin).join(' '), skeleton: keys.map((k) => k.skeleton).join(' ') };
}

/** The readable Latin key of a text: نەورۆز → newroz, شركة نوروز → shrke nuruz. */
export function toLatinKey(text: string): string {
  return latinKeys(text).latin;
}

/** The consonant skeleton of a text: نەورۆز, نوروز, Nawroz → nrz. */
export function toSkeleton(text: string): string {
  return latinKeys(text).skeleton;
}
