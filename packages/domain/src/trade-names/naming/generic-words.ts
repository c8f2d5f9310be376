/**
 * Words ignored when trade names are compared, in English (en), Arabic (ar), Central Kurdish
 * (ckb, Arabic script) and Kurmanji (kmr, Latin script; Sorani typed in Latin letters is listed
 * there too).
 *
 *   GENERIC_WORDS: generic and legal-form words ("company", "trading", "LLC", شركة، للتجارة،
 *   کۆمپانیای، بۆ، şirket …) and connectives. They are dropped from the significant tokens; a
 *   name made only of them is "generic only" (the caller refuses it with `generic-only`).
 *
 *   COMMON_WORDS: significant but weak words (places, common descriptors, common activity words:
 *   Kurdistan, Hawler, international, golden, hotel, bank …). They stay in the name, but weigh
 *   little in the similarity score, so two names that share only a common word do not conflict.
 *
 * The lists are written in their natural spelling; they pass through the same normalization as
 * the names, so variants (ي/ی، ة/ه، ۆ/و، ş/sh …) need not be listed. Rules and reasons are in
 * docs/trade-name-matching.md ("Generic words").
 */
import { cleanText, foldLetters, words } from './normalize.js';
import { wordKeys } from './transliterate.js';

export type NamingLocale = 'en' | 'ar' | 'ckb' | 'kmr';

export const GENERIC_WORDS: Readonly<Record<NamingLocale, readonly string[]>> = {
  en: [
    'company',
    'companies',
    'co',
    'cos',
    'corp',
    'corporation',
    'inc',
    'incorporated',
    'limited',
    'ltd',
    'llc',
    'llp',
    'lp',
    'plc',
    'pllc',
    'jsc',
    'joint',
    'stock',
    'liability',
    'private',
    'public',
    'mixed',
    'sole',
    'proprietorship',
    'partnership',
    'branch',
    'establishment',
    'est',
    'firm',
    'enterprise',
    'enterprises',
    'holding',
    'holdings',
    'trading',
    'trade',
    'trader',
    'traders',
    'group',
    'groups',
    'general',
    'the',
    'of',
    'and',
    'for',
    'in',
    'al',
    'el',
  ],
  ar: [
    'شركة',
    'شركات',
    'مؤسسة',
    'مؤسسات',
    'تجارة',
    'تجارية',
    'تجاري',
    'مجموعة',
    'مجموعات',
    'عامة',
    'عام',
    'محدودة',
    'محدود',
    'ذات',
    'مسؤولية',
    'مسئولية',
    'مساهمة',
    'مختلطة',
    'خاصة',
    'خاص',
    'قابضة',
    'تضامنية',
    'تضامن',
    'توصية',
    'بسيطة',
    'فردية',
    'فرع',
    'و',
    'ل',
    'في',
    'ال',
    'لل',
  ],
  ckb: [
    'کۆمپانیا',
    'کۆمپانیای',
    'کۆمپانی',
    'کۆمپانیاکە',
    'کۆمپانیاکەی',
    'بازرگانی',
    'بازرگانیی',
    'بۆ',
    'گروپ',
    'گروپی',
    'گرووپ',
    'گرووپی',
    'سنووردار',
    'سنووردارە',
    'تایبەت',
    'تایبەتی',
    'گشتی',
    'هاوبەش',
    'تێکەڵ',
    'تاکەکەسی',
    'لق',
    'لقی',
    'دامەزراوە',
    'دامەزراوەی',
    'و',
  ],
  kmr: [
    'şirket',
    'şirketa',
    'şirketê',
    'sirket',
    'sirketa',
    'kompaniya',
    'kompanya',
    'kompanî',
    'kompaniyay',
    'bazirganî',
    'bazirganiyê',
    'bazirganiye',
    'kom',
    'koma',
    'grûp',
    'grup',
    'grupa',
    'grupi',
    'gurup',
    'giştî',
    'taybet',
    'taybetî',
    'sînordar',
    'sinurdar',
    'ji',
    'bo',
    'u',
    'û',
    'w',
  ],
};

export const COMMON_WORDS: Readonly<Record<NamingLocale, readonly string[]>> = {
  en: [
    // places
    'kurdistan',
    'kurdish',
    'iraq',
    'iraqi',
    'hawler',
    'erbil',
    'arbil',
    'irbil',
    'sulaimani',
    'sulaymaniyah',
    'sulaimaniya',
    'slemani',
    'duhok',
    'dohuk',
    'kirkuk',
    'halabja',
    'baghdad',
    'mosul',
    'basra',
    // descriptors
    'new',
    'modern',
    'international',
    'global',
    'national',
    'united',
    'golden',
    'gold',
    'star',
    'royal',
    'first',
    'best',
    'middle',
    'east',
    'north',
    'south',
    'west',
    'central',
    'city',
    'world',
    // activities
    'hotel',
    'restaurant',
    'bank',
    'pharmacy',
    'market',
    'supermarket',
    'mall',
    'center',
    'centre',
    'office',
    'store',
    'shop',
    'service',
    'services',
    'contracting',
    'contractors',
    'construction',
    'investment',
    'investments',
    'engineering',
    'oil',
    'travel',
    'tourism',
    'tours',
    'transport',
    'import',
    'export',
    'agency',
    'industries',
    'industrial',
    'factory',
    'real',
    'estate',
  ],
  ar: [
    'كردستان',
    'كوردستان',
    'العراق',
    'عراق',
    'عراقية',
    'اربيل',
    'هولير',
    'السليمانية',
    'دهوك',
    'كركوك',
    'حلبجة',
    'بغداد',
    'الموصل',
    'البصرة',
    'جديد',
    'جديدة',
    'حديث',
    'حديثة',
    'دولية',
    'دولي',
    'عالمية',
    'عالمي',
    'وطنية',
    'وطني',
    'متحدة',
    'ذهبي',
    'ذهبية',
    'نجمة',
    'ملكي',
    'اول',
    'الشرق',
    'اوسط',
    'الشمال',
    'مركزي',
    'مدينة',
    'فندق',
    'مطعم',
    'مصرف',
    'بنك',
    'صيدلية',
    'سوق',
    'مول',
    'مركز',
    'مكتب',
    'محل',
    'خدمات',
    'مقاولات',
    'انشاءات',
    'استثمار',
    'استثمارات',
    'هندسة',
    'هندسية',
    'نفط',
    'نفطية',
    'سفر',
    'سياحة',
    'سياحية',
    'نقل',
    'استيراد',
    'تصدير',
    'وكالة',
    'صناعات',
    'صناعية',
    'معمل',
    'مصنع',
    'عقارات',
  ],
  ckb: [
    'کوردستان',
    'کوردستانی',
    'کوردی',
    'عێراق',
    'هەولێر',
    'سلێمانی',
    'دهۆک',
    'کەرکووک',
    'هەڵەبجە',
    'بەغدا',
    'موسڵ',
    'بەسرە',
    'نوێ',
    'مۆدێرن',
    'نێودەوڵەتی',
    'جیهانی',
    'نیشتمانی',
    'یەکگرتوو',
    'زێڕین',
    'ئەستێرە',
    'هۆتێل',
    'چێشتخانە',
    'بانک',
    'دەرمانخانە',
    'بازاڕ',
    'مۆڵ',
    'سەنتەر',
    'ناوەند',
    'نووسینگە',
    'فرۆشگا',
    'خزمەتگوزاری',
    'بەڵێندەرایەتی',
    'بیناسازی',
    'وەبەرهێنان',
    'ئەندازیاری',
    'نەوت',
    'گەشت',
    'گەشتیاری',
    'گەشتوگوزار',
    'گواستنەوە',
    'هاوردە',
    'هەناردە',
    'ئاژانس',
    'پیشەسازی',
    'کارگە',
  ],
  kmr: [
    'kurdistanê',
    'kurdî',
    'hewlêr',
    'silêmanî',
    'dihok',
    'kerkûk',
    'helebce',
    'nû',
    'navneteweyî',
    'cîhanî',
    'niştimanî',
    'zêrîn',
    'stêrk',
    'otêl',
    'xwaringeh',
    'dermanxane',
    'bazar',
    'navend',
    'ofîs',
    'firotgeh',
    'xizmetguzarî',
    'veberhênan',
    'endezyarî',
    'neft',
    'geştyarî',
    'veguhastin',
    'ajans',
    'pîşesazî',
  ],
};

/** Words that begin with ال but where ال is not the article. */
const ARTICLE_EXCEPTIONS = new Set(['الله', 'اللە', 'اللھ']);

/**
 * Strips the Arabic definite article from one cleaned word: ال (النوروز → نوروز), لل
 * (للتجارة → تجارة) and و/ب/ف + ال (والمقاولات → مقاولات). The rest must keep at least two
 * letters (three after و/ب/ف), so short words (الف, بال, والي) are left alone; ئال… (Sorani
 * Alan) never matches, because the Sorani vowel carrier ئ is not ا.
 */
export function stripArticle(cleanedWord: string): string {
  if (ARTICLE_EXCEPTIONS.has(cleanedWord)) return cleanedWord;
  const letters = Array.from(cleanedWord);
  const rest = (n: number): string => letters.slice(n).join('');
  const starts = (p: string): boolean => cleanedWord.startsWith(p);
  if ((starts('ال') || starts('ٱل') || starts('لل')) && letters.length - 2 >= 2) return rest(2);
  if ((starts('وال') || starts('بال') || starts('فال')) && letters.length - 3 >= 3) return rest(3);
  return cleanedWord;
}

function normalizedWord(cleanedWord: string): string {
  return foldLetters(cleanedWord);
}

let genericSet: Set<string> | undefined;
function genericWords(): Set<string> {
  if (!genericSet) {
    genericSet = new Set();
    for (const list of Object.values(GENERIC_WORDS)) {
      for (const entry of list) {
        for (const word of words(cleanText(entry))) {
          genericSet.add(normalizedWord(word));
          genericSet.add(normalizedWord(stripArticle(word)));
        }
      }
    }
  }
  return genericSet;
}

interface CommonKeys {
  readonly latin: Set<string>;
  readonly skeleton: Set<string>;
}
let commonKeys: CommonKeys | undefined;
function common(): CommonKeys {
  if (!commonKeys) {
    const keys: CommonKeys = { latin: new Set(), skeleton: new Set() };
    for (const list of Object.values(COMMON_WORDS)) {
      for (const entry of list) {
        for (const word of words(cleanText(entry))) {
          const k = wordKeys(stripArticle(word));
          keys.latin.add(k.latin);
          keys.skeleton.add(k.skeleton);
        }
      }
    }
    commonKeys = keys;
  }
  return commonKeys;
}

/** The skeletons of the common words, for callers that look for near spellings of them. */
export function commonSkeletons(): ReadonlySet<string> {
  return common().skeleton;
}

/** Whether one word of a cleaned text is a generic or legal-form word (article ignored). */
export function isGenericWord(cleanedWord: string): boolean {
  const set = genericWords();
  return set.has(normalizedWord(cleanedWord)) || set.has(normalizedWord(stripArticle(cleanedWord)));
}

/** Shortest skeleton matched against the common words; shorter ones must match by Latin key. */
const COMMON_SKELETON_MIN = 4;

/**
 * Whether a token, given by its latin and skeleton keys, is a common (weak) word: its Latin key
 * is that of a listed word, or its skeleton (four classes or more) is. Shorter skeletons are too
 * often shared by personal names (الشرق and Sherko are both crk; ملكي and Malik both mlk).
 */
export function isCommonToken(latin: string, skeleton: string): boolean {
  const keys = common();
  return keys.latin.has(latin) || (skeleton.length >= COMMON_SKELETON_MIN && keys.skeleton.has(skeleton));
}

export interface AnalysedWord {
  /** The word after `cleanText`, Kurdish letters kept. */
  readonly cleaned: string;
  /** The cleaned word without an Arabic article. */
  readonly stem: string;
  /** The stem after `foldLetters`: the token as compared and returned. */
  readonly normalized: string;
  readonly generic: boolean;
}

/** Every word of a text with its normalized form and whether it is generic. */
export function analyseWords(text: string): AnalysedWord[] {
  return analyseCleanedWords(cleanText(text));
}

/** `analyseWords` of a text already through `cleanText`. */
export function analyseCleanedWords(cleaned: string): AnalysedWord[] {
  return words(cleaned)
    .map((cleaned) => {
      const stem = stripArticle(cleaned);
      return { cleaned, stem, normalized: normalizedWord(stem), generic: isGenericWord(cleaned) };
    })
    .filter((w) => w.normalized !== '');
}

/**
 * The significant tokens of a name (normalized, articles stripped, generic and legal-form words
 * removed), in their order. An empty result means the name is generic only.
 */
export function significantTokens(text: string): string[] {
  return analyseWords(text)
    .filter((w) => !w.generic)
    .map((w) => w.normalized);
}
