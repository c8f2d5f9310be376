/**
 * Word-mark pairs with the verdict an examiner would reach, for measuring the examination's hit
 * rate (mark-similarity.spec.ts). Each row: the new mark and its classes, a sign already held
 * (a mark with its classes, or a trade name) and the expected verdict: `refuse`, `weak` (allowed,
 * shown to the examiner), `similar` (listed, not refused) or `none` (not listed).
 */
import type { TrademarkWordMark } from '#src/applications/application';
import type { ConflictVerdict, SignKind } from './word-mark-conflicts.js';

export type ExpectedVerdict = ConflictVerdict | 'none';

export interface MarkPair {
  /** One written form (its script does not matter to the comparison), or several. */
  mark: string | TrademarkWordMark;
  classes: readonly number[];
  held: string;
  heldClasses: readonly number[];
  kind: SignKind;
  expected: ExpectedVerdict;
  note: string;
}

const mark = (
  m: string | TrademarkWordMark,
  classes: readonly number[],
  held: string,
  heldClasses: readonly number[],
  expected: ExpectedVerdict,
  note: string,
): MarkPair => ({ mark: m, classes, held, heldClasses, kind: 'mark', expected, note });
const tradeName = (m: string, classes: readonly number[], held: string, expected: ExpectedVerdict, note: string): MarkPair => ({
  mark: m,
  classes,
  held,
  heldClasses: [],
  kind: 'trade_name',
  expected,
  note,
});

export const MARK_PAIRS: readonly MarkPair[] = [
  // one name across scripts and spellings, same class
  mark('Zagros', [30], 'زاگرۆس', [30], 'refuse', 'en ↔ ckb, same class'),
  mark('Nawroz', [3], 'نوروز', [3], 'refuse', 'en ↔ ar, same class'),
  mark('Dilan', [25], 'ديلان', [25], 'refuse', 'en ↔ ar'),
  mark('Şêrko', [9], 'شێرکۆ', [9], 'refuse', 'kmr ↔ ckb'),
  mark('Sulaimani', [43], 'السليمانية', [43], 'refuse', 'Kurdish ↔ Arabic form, article'),
  mark('Ramadan', [30], 'رمضان', [30], 'refuse', 'ض read d or z'),
  mark('Bakhtiyar', [29], 'بەختیار', [29], 'refuse', 'kh ↔ خ'),
  mark('Jiyan', [5], 'ژیان', [5], 'refuse', 'kmr j ↔ ژ'),
  mark('Viyan', [3], 'ڤیان', [3], 'refuse', 'v ↔ ڤ'),
  mark('Kandil', [32], 'قنديل', [32], 'refuse', 'k ↔ ق'),
  mark('Muhammad', [35], 'Mohammed', [35], 'refuse', 'two Latin spellings'),
  mark('Xanzad', [25], 'Khanzad', [25], 'refuse', 'Kurdish x ↔ kh'),
  mark('Naw Roz', [32], 'Nawroz', [32], 'refuse', 'one word split in two'),
  mark('Zagros Group', [12], 'Zagros', [12], 'refuse', 'a generic word added'),
  mark('Nawroz', [30], 'نەورۆز', [30, 43], 'refuse', 'one of the held mark’s classes'),
  mark('Newroz', [43], 'نوروز', [43], 'refuse', 'kmr ↔ ar'),
  mark('Kurdistan', [36], 'کوردستان', [36], 'refuse', 'a common word alone is still the mark'),
  mark(
    { en: 'Golden Falcon', ar: 'الصقر الذهبي' },
    [30],
    'الصقر الذهبي',
    [30],
    'refuse',
    'the mark written in two languages: its Arabic form meets',
  ),
  // coordinated classes
  mark('Zagros', [9], 'زاگرۆس', [42], 'refuse', 'software ↔ software services'),
  mark('Dilan', [25], 'Dilan', [35], 'refuse', 'clothing ↔ its retail'),
  mark('Shaho', [29], 'شاهۆ', [43], 'refuse', 'food ↔ restaurants'),
  mark('Chinar', [30], 'چنار', [29], 'refuse', 'bakery ↔ dairy: the same grocer'),
  mark('Ashti', [3], 'آشتي', [5], 'refuse', 'cosmetics ↔ pharmaceuticals'),
  mark('Karwan', [32], 'کاروان', [33], 'refuse', 'soft ↔ alcoholic drinks'),
  mark('Rasan', [41], 'ڕاسان', [42], 'refuse', 'education ↔ its platforms'),
  mark('Baran', [18], 'باران', [25], 'refuse', 'bags ↔ clothing'),
  // unrelated classes: allowed, shown to the examiner
  mark('Zagros', [30], 'زاگرۆس', [12], 'weak', 'coffee ↔ vehicles'),
  mark('Nawroz', [25], 'نوروز', [5], 'weak', 'clothing ↔ pharmaceuticals'),
  mark('Azadi', [9], 'ئازادی', [31], 'weak', 'computers ↔ live animals'),
  mark('Hawler', [43], 'هولير', [7], 'weak', 'restaurants ↔ machines'),
  mark('Dilan', [3], 'Dilan', [36], 'weak', 'cosmetics ↔ insurance'),
  mark('Halabja', [29], 'حلبجة', [12], 'weak', 'food ↔ vehicles, ة'),
  mark('Zagros', [30, 35], 'Zagros', [12, 37], 'weak', 'no pair of classes related'),
  mark('زاگرۆس', [9], 'Zagros', [10], 'weak', 'ckb ↔ en, computers ↔ medical apparatus'),
  // trade names (no classes known)
  tradeName('Nawroz', [30], 'شركة نوروز للتجارة', 'refuse', 'a trade name in Arabic with generic words'),
  tradeName('Zagros', [9], 'Zagros Trading Company', 'refuse', 'a trade name in English'),
  tradeName('Rojhelat', [43], 'ڕۆژهەڵات', 'refuse', 'a trade name in Sorani'),
  tradeName('Silêmanî', [29], 'Sulaimani', 'refuse', 'kmr ↔ en'),
  tradeName('Baran', [25], 'Bahar Restaurant', 'none', 'a different trade name'),
  // similar: listed, not refused
  mark('Nawroz Zagros', [30], 'Nawroz', [30], 'similar', 'a distinctive word added'),
  mark('Diyar', [25], 'Dara', [25], 'similar', 'a glide apart'),
  mark('Sulaimani Dairy', [29], 'Slemani', [29], 'similar', 'a descriptive word added'),
  mark('Nawroz Bank', [36], 'Nawroz Hotel', [43], 'none', 'one word shared, unrelated services'),
  // distinct marks in the same class
  mark('Dilan', [25], 'Dilshad', [25], 'none', 'similar letters'),
  mark('Baran', [30], 'Bahar', [30], 'none', 'similar letters'),
  mark('Sherko', [9], 'Sherzad', [9], 'none', 'similar beginning'),
  mark('Karwan', [12], 'Kamaran', [12], 'none', 'similar letters'),
  mark('Zagros', [30], 'Zakho', [30], 'none', 'similar beginning'),
  mark('Soran', [3], 'Sozan', [3], 'none', 'one consonant in three'),
  mark('Kurdistan Honey', [30], 'Kurdistan Dates', [30], 'none', 'only a common word shared'),
  mark('Rojhelat', [43], 'Rojava', [43], 'none', 'similar beginning'),
  // what the engine does not see (docs/trade-name-matching.md, "Known limits")
  mark('Golden Falcon', [30], 'الصقر الذهبي', [30], 'refuse', 'a translation'),
  mark('Hawler Honey', [30], 'هەنگوینی هەولێر', [30], 'refuse', 'half translated: honey / هەنگوین'),
  mark('Hawler', [43], 'Erbil', [43], 'refuse', 'two names of one city'),
  mark('Dilan', [25], 'Dalan', [25], 'none', 'names that differ only in a vowel'),
];
