import { toSkeleton } from '@registry/domain/trade-names/naming/transliterate';
import type { ActivityLevel } from './isic-catalogue.js';
import { searchKey, searchWords } from './search-key.js';

/**
 * Ranked search over the ISIC activities, in memory (766 rows): a query's words are matched
 * against whole words and word starts of the labels in the four languages and of the curated
 * everyday words of a class (data/activity-synonyms.json), never inside a word, so that "نان"
 * (bread) finds bakeries and not "الأسنان" (teeth). docs/reference-data.md ("Search").
 */
export interface SearchableActivity {
  id: string;
  level: ActivityLevel;
  position: number;
  selectable: boolean;
  /** The labels in every language, as written (not folded). */
  labels: readonly string[];
  /** Everyday words for the activity, any language, as written. */
  synonyms: readonly string[];
}

export interface RankedActivity {
  id: string;
  score: number;
  /** How many of the query's words met the activity (all of them for a code): the first key of the order. */
  matched: number;
  /** The largest share of one label's words that the query's words start (0–1): the tie-break of equal scores. */
  coverage: number;
}

/** The largest share of the words of one label that some query word starts. */
function coverageOf(words: readonly string[], labels: readonly string[][]): number {
  let best = 0;
  for (const label of labels) {
    if (!label.length) continue;
    const met = label.filter((w) => words.some((q) => w.startsWith(q) || withoutClitic(w).startsWith(q))).length;
    best = Math.max(best, met / label.length);
  }
  return best;
}

/** How a query word met an activity, best first; the score of each is what the word adds. */
const SCORE = {
  code: 1000,
  synonymWord: 6,
  labelWord: 5,
  synonymPrefix: 4,
  /**
   * The query word is an everyday word plus a short ending (ckb -ەکان -ی, kmr -an -ya, en -s …):
   * as good as the start of one, and better than the start of a label word, since the ezafe
   * ("دەرمانخانەی شار", "dibistana taybet") is how a name is usually typed.
   */
  synonymStem: 4,
  labelPrefix: 3,
  /** The query word is a label word plus a short ending. */
  stem: 2,
  /** Only the consonants agree, across scripts (چایخانە ~ çayxane ~ chaikhana). */
  sound: 1,
} as const;
/** The whole query as a run of words of an everyday word, or of a label. */
const PHRASE_BONUS = { synonym: 4, label: 2 } as const;

/** Applicants choose classes: at equal score a class comes before the group of the same words. */
const LEVEL_RANK: Readonly<Record<ActivityLevel, number>> = { class: 0, sub_class: 1, group: 2, division: 3, section: 4 };

/** The shortest known word a longer query word may extend (with an ending of at most MAX_ENDING letters). */
const MIN_STEM = 4;
const MAX_ENDING = 4;
/** Consonant skeletons shorter than this agree by chance too often to mean anything. */
const MIN_SKELETON = 3;

/**
 * Arabic prefixes that are not part of the word: the article and the conjunctions and
 * prepositions written together with it (المطاعم, والفنادق, بالتجزئة, للسيارات), folded as
 * `searchKey` folds them.
 */
const ARABIC_CLITICS = /^(?:وال|بال|فال|کال|لل|ال)(?=[\u0600-\u06FF]{2})/u;
const withoutClitic = (word: string): string => word.replace(ARABIC_CLITICS, '');

interface IndexedActivity {
  entry: SearchableActivity;
  labelWords: ReadonlySet<string>;
  synonymWords: ReadonlySet<string>;
  labelWordList: readonly string[];
  synonymWordList: readonly string[];
  /** The folded words of each label, for the share of a label that a query covers. */
  labelWordsEach: string[][];
  /** Folded label and synonym texts, each padded with spaces, for phrase matches. */
  labelTexts: string[];
  synonymTexts: string[];
  skeletons: Set<string>;
}

const foldedWords = (texts: readonly string[]): Set<string> => {
  const out = new Set<string>();
  for (const text of texts) {
    for (const word of searchWords(text)) {
      out.add(word);
      out.add(withoutClitic(word));
    }
  }
  return out;
};

const skeletonsOf = (texts: readonly string[]): Set<string> =>
  new Set(texts.flatMap((text) => toSkeleton(text).split(' ')).filter((s) => s.length >= MIN_SKELETON));

const padded = (texts: readonly string[]) => texts.map((t) => ` ${searchKey(t)} `);

/**
 * Words that join others in every language ("of", "and", و, لە, û, ji, في …): they count towards
 * how much of a query an activity meets, but an activity met by them alone is no answer.
 */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [
    ...['of', 'and', 'or', 'the', 'for', 'in', 'on', 'at', 'by', 'from', 'a', 'an', 'to', 'with'],
    ...['و', 'یان', 'لە', 'بۆ', 'بە', 'لەگەڵ', 'ی', 'کە'],
    ...['û', 'an', 'ji', 'bi', 'li', 'ya', 'yê', 'yên', 'ku', 'di', 'de', 'ên'],
    ...['و', 'أو', 'في', 'من', 'على', 'إلى', 'عن', 'مع', 'ال'],
  ].map(searchKey),
);

/** A single letter starts too many words to be a search; it still finds a section by its code. */
const MIN_PREFIX = 2;

function wordScore(word: string, a: IndexedActivity): number {
  const forms = word === withoutClitic(word) ? [word] : [word, withoutClitic(word)];
  if (forms.some((f) => a.synonymWords.has(f))) return SCORE.synonymWord;
  if (forms.some((f) => a.labelWords.has(f))) return SCORE.labelWord;
  if (word.length < MIN_PREFIX) return 0;
  const startsOne = (words: readonly string[]) => words.some((w) => forms.some((f) => w.startsWith(f)));
  if (startsOne(a.synonymWordList)) return SCORE.synonymPrefix;
  if (startsOne(a.labelWordList)) return SCORE.labelPrefix;
  const extendsOne = (w: string) =>
    w.length >= MIN_STEM && forms.some((f) => f.length > w.length && f.length - w.length <= MAX_ENDING && f.startsWith(w));
  if (a.synonymWordList.some(extendsOne)) return SCORE.synonymStem;
  if (a.labelWordList.some(extendsOne)) return SCORE.stem;
  return 0;
}

/**
 * How much a query word tells, from the number of activities it meets out of all (1 for a word
 * of one activity, towards 0 for a word of nearly all): in a query of several words, "private"
 * or "new" must not outweigh "school" or "bakery". A one-word query is unchanged (one weight for all).
 */
const rarity = (meeting: number, all: number): number => (meeting ? Math.log((all + 1) / meeting) / Math.log(all + 1) : 0);

/** Whether a query is (the start of) an ISIC code: a section letter or digits. */
const codeLike = (key: string) => /^(?:[a-z]|\d+)$/.test(key);

export class ActivitySearchIndex {
  private readonly entries: IndexedActivity[];

  constructor(activities: readonly SearchableActivity[]) {
    this.entries = activities.map((entry) => {
      const labelWords = foldedWords(entry.labels);
      const synonymWords = foldedWords(entry.synonyms);
      return {
        entry,
        labelWords,
        synonymWords,
        labelWordList: [...labelWords],
        synonymWordList: [...synonymWords],
        labelWordsEach: entry.labels.map((l) => searchWords(l)),
        labelTexts: padded(entry.labels),
        synonymTexts: padded(entry.synonyms),
        skeletons: skeletonsOf([...entry.labels, ...entry.synonyms]),
      };
    });
  }

  /**
   * The activities that some word of the query meets, best first: those every word meets, then
   * those most words meet, down to those one word meets (issue 34 §7: "kebab restaurant" in a
   * town no label names still finds restaurants); then score (see SCORE), then the share of a
   * label the query covers (a query that is most of a title finds that title), then class before
   * group, division and section, then ISIC order. An activity met only by function words ("of",
   * و) is left out, unless the query has no other words. A code or code prefix ("47", "a") finds
   * the code and what it contains, the exact code first.
   */
  search(query: string, options: { selectable?: boolean } = {}): RankedActivity[] {
    const key = searchKey(query);
    const words = searchWords(query);
    if (!words.length) return [];
    const soundOf = this.soundFallbacks(query);
    const onlyFunctionWords = words.every((w) => FUNCTION_WORDS.has(w));
    const meets = (word: string, a: IndexedActivity) =>
      wordScore(word, a) || (soundOf.get(word) && a.skeletons.has(soundOf.get(word)!) ? SCORE.sound : 0);
    const scores = this.entries.map((a) => words.map((word) => meets(word, a)));
    const weights = words.map((_, i) => rarity(scores.filter((s) => s[i]! > 0).length, this.entries.length));
    const ranked: Array<RankedActivity & { a: IndexedActivity }> = [];
    this.entries.forEach((a, at) => {
      if (options.selectable !== undefined && a.entry.selectable !== options.selectable) return;
      let score = 0;
      let matched = 0;
      const code = a.entry.id.toLowerCase();
      if (codeLike(key) && code.startsWith(key)) {
        score += SCORE.code - (code.length - key.length);
        matched = words.length;
      }
      let wordsScore = 0;
      let wordsMet = 0;
      let contentMet = onlyFunctionWords;
      words.forEach((word, i) => {
        const s = scores[at]![i]!;
        if (!s) return;
        wordsScore += s * weights[i]!;
        wordsMet += 1;
        contentMet ||= !FUNCTION_WORDS.has(word);
      });
      if (wordsMet && contentMet) {
        score += wordsScore;
        matched = Math.max(matched, wordsMet);
        if (a.synonymTexts.some((t) => t.includes(` ${key}`))) score += PHRASE_BONUS.synonym;
        else if (words.length > 1 && a.labelTexts.some((t) => t.includes(` ${key}`))) score += PHRASE_BONUS.label;
      }
      if (score > 0) ranked.push({ id: a.entry.id, score, matched, coverage: coverageOf(words, a.labelWordsEach), a });
    });
    ranked.sort(
      (x, y) =>
        y.matched - x.matched ||
        y.score - x.score ||
        y.coverage - x.coverage ||
        LEVEL_RANK[x.a.entry.level] - LEVEL_RANK[y.a.entry.level] ||
        x.a.entry.position - y.a.entry.position,
    );
    return ranked.map(({ id, score, matched, coverage }) => ({ id, score, matched, coverage }));
  }

  /**
   * The consonant skeleton to fall back on for each query word that meets no activity as
   * written (a Sorani word typed in Latin letters, a Kurmanji one in Arabic script), so that
   * a word known as written never brings in chance look-alikes.
   */
  private soundFallbacks(query: string): Map<string, string> {
    const out = new Map<string, string>();
    // Skeletons come from the words as typed: folding would turn the Kurdish vowel ە into the consonant ه.
    for (const typed of query.replace(/\p{Cf}/gu, '').split(/[^\p{L}\p{M}\p{N}]+/u)) {
      const word = searchKey(typed);
      if (!word || word.includes(' ') || out.has(word) || this.entries.some((a) => wordScore(word, a) > 0)) continue;
      const skeleton = toSkeleton(typed);
      if (skeleton.length >= MIN_SKELETON && !skeleton.includes(' ')) out.set(word, skeleton);
    }
    return out;
  }
}
