import fc from 'fast-check';
import { nameKeys } from './name-key.js';
import {
  CONFLICT_THRESHOLD,
  isConflict,
  isSimilar,
  matchLevel,
  SIMILAR_THRESHOLD,
  similarity,
  skeletonDistance,
  trigrams,
  trigramSimilarity,
} from './similarity.js';

const score = (a: string, b: string): number => similarity(nameKeys(a), nameKeys(b));

/** Pairs that must conflict: one name in several scripts and spellings. [a, b, what it shows] */
const MUST_MATCH: readonly (readonly [string, string, string])[] = [
  // the four spellings of one name
  ['Nawroz Trading Company', 'شركة نوروز للتجارة', 'en ↔ ar, generic words on both sides'],
  ['Nawroz Trading Company', 'کۆمپانیای نەورۆز بۆ بازرگانی', 'en ↔ ckb'],
  ['شركة نوروز للتجارة', 'کۆمپانیای نەورۆز بۆ بازرگانی', 'ar ↔ ckb'],
  ['NAWROZ', 'Nawroz Trading Company', 'case, generic words removed'],
  ['NAWROZ', 'کۆمپانیای نەورۆز بۆ بازرگانی', 'en ↔ ckb, no generic words on one side'],
  ['Şirketa Newroz ji bo Bazirganî', 'Nawroz Trading Company', 'kmr ↔ en'],
  ['Newroz', 'نوروز', 'kmr ↔ ar'],
  ['نیروز', 'Nawroz', 'Arabic Nayruz spelling'],
  // place and personal names used as business names
  ['Zagros', 'زاگرۆس', 'en ↔ ckb'],
  ['Zagros', 'زاكروس', 'en ↔ ar, ك for گ'],
  ['زاگرۆس', 'زاكروس', 'ckb ↔ ar'],
  ['Hawler', 'هەولێر', 'en ↔ ckb'],
  ['Hawler', 'هولير', 'en ↔ ar'],
  ['Hewlêr', 'هەولێر', 'kmr ↔ ckb'],
  ['Sulaimani', 'سلێمانی', 'en ↔ ckb'],
  ['Slemani', 'سلێمانی', 'second Latin spelling'],
  ['Silêmanî', 'Sulaimani', 'kmr ↔ en'],
  ['Sulaymaniyah', 'السليمانية', 'en ↔ ar, article and -iyya'],
  ['Sulaimani', 'السليمانية', 'Kurdish form ↔ Arabic form (glide y)'],
  ['Kurdistan', 'کوردستان', 'en ↔ ckb'],
  ['Kurdistan', 'كردستان', 'en ↔ ar'],
  ['Rojhelat', 'ڕۆژهەڵات', 'en ↔ ckb'],
  ['Rojhilat', 'روجهلات', 'kmr ↔ ar'],
  ['Dilan', 'دیلان', 'en ↔ ckb'],
  ['Dîlan', 'ديلان', 'kmr ↔ ar'],
  ['Shaho', 'شاهۆ', 'en ↔ ckb'],
  ['Şaho', 'شاهو', 'kmr ↔ ar'],
  ['Azadi', 'ئازادی', 'en ↔ ckb, vowel carrier ئ'],
  ['Azadî', 'آزادي', 'kmr ↔ ar, madda'],
  ['ئازادی', 'آزادى', 'ckb ↔ ar, alef maksura'],
  ['Ashti', 'ئاشتی', 'en ↔ ckb'],
  ['Aştî', 'آشتي', 'kmr ↔ ar'],
  ['Baran', 'باران', 'en ↔ ckb/ar'],
  ['Chinar', 'چنار', 'en ↔ ckb'],
  ['Çinar', 'جنار', 'kmr ↔ ar, ج for چ'],
  ['Sherko', 'شێرکۆ', 'en ↔ ckb'],
  ['Şêrko', 'شيركو', 'kmr ↔ ar'],
  ['Karwan', 'کاروان', 'en ↔ ckb'],
  ['Kerwan', 'كاروان', 'kmr ↔ ar'],
  ['Rasan', 'ڕاسان', 'en ↔ ckb, ڕ'],
  ['Rasan', 'راسان', 'en ↔ ar'],
  ['Bakhtiyar', 'بەختیار', 'en ↔ ckb'],
  ['Baxtiyar', 'بختيار', 'Kurdish x ↔ ar'],
  ['Bakhtiar', 'Bextiyar', 'two Latin spellings, hidden glide'],
  ['Zakho', 'زاخۆ', 'kh ↔ خ'],
  ['Duhok', 'دهۆک', 'en ↔ ckb'],
  ['Dohuk', 'دهوك', 'en ↔ ar'],
  ['Kirkuk', 'کەرکووک', 'en ↔ ckb, وو'],
  ['کەرکووک', 'كركوك', 'ckb ↔ ar'],
  ['Halabja', 'حلبجة', 'en ↔ ar, ة'],
  ['Halabja', 'هەڵەبجە', 'en ↔ ckb'],
  ['Jiyan', 'ژیان', 'kmr j ↔ ژ'],
  ['Zhiyan', 'ژیان', 'Sorani-Latin zh ↔ ژ'],
  ['Xanzad', 'Khanzad', 'Kurdish x ↔ kh'],
  ['Khanzad', 'خانزاد', 'en ↔ ckb'],
  ['Ghazal', 'غەزال', 'gh ↔ غ'],
  ['Qandil', 'قەندیل', 'q ↔ ق'],
  ['Kandil', 'قنديل', 'k ↔ ق'],
  ['Viyan', 'ڤیان', 'v ↔ ڤ'],
  ['Vian', 'ڤیان', 'hidden glide in Latin ia'],
  ['Maryam', 'مريم', 'Arabic omits the a after ي'],
  ['Mohammed', 'محمد', 'doubled letter, unwritten vowels'],
  ['Muhammad', 'Mohammed', 'two Latin spellings'],
  ['Hussein', 'حسين', 'en ↔ ar'],
  ['Ahmed', 'أحمد', 'hamza on alef'],
  ['Abdul Rahman', 'عبدالرحمن', 'spacing: two Latin words, one Arabic word'],
  ['Mustafa', 'مصطفى', 'final alef maksura'],
  ['Ramadan', 'رمضان', 'ض read d or z'],
  ['Shah', 'شاه', 'final h'],
  // letter variants within Arabic script
  ['دیلان', 'ديلان', 'ي ↔ ی'],
  ['ئازادی', 'ئازادى', 'ی ↔ ى'],
  ['کوردستان', 'كوردستان', 'ک ↔ ك'],
  ['نەورۆز', 'نهورۆز', 'ە typed as ه in a Sorani word'],
  ['نه\u200cوڕۆز', 'Nawroz', 'legacy Sorani: ه + ZWNJ for ە'],
  ['شركة زاكروس', 'شركه زاكروس', 'ة ↔ ه in a generic word'],
  ['هەولێر', 'ھەولێر', 'ه ↔ ھ'],
  ['شێرکو', 'شێرکۆ', 'و ↔ ۆ'],
  ['روژهەلات', 'ڕۆژهەڵات', 'ر ↔ ڕ, ل ↔ ڵ, و ↔ ۆ'],
  ['هەولێر', 'هەوڵێر', 'ل ↔ ڵ'],
  ['ڕاسان', 'رراسان', 'ڕ typed as رر'],
  ['نـــوروز', 'نوروز', 'tatweel'],
  ['نَوْرُوز', 'نوروز', 'harakat'],
  ['نەو\u200cرۆز', 'نەورۆز', 'ZWNJ inside a word'],
  ['\u200fزاگرۆس\u200c', 'زاگرۆس', 'RLM and ZWNJ around a word'],
  ['دیلان\u200b', 'Dilan', 'zero-width space'],
  // digits in three scripts
  ['Hawler 2000', 'هەولێر ٢٠٠٠', 'ASCII ↔ Arabic-Indic digits'],
  ['هەولێر ۲۰۰۰', 'هولير ٢٠٠٠', 'Eastern ↔ Arabic-Indic digits'],
  ['Hawler2000', 'Hawler 2000', 'digits glued to letters'],
  // case, punctuation and spacing
  ['ZAGROS group', 'zagros', 'case and a generic word'],
  ['Zagros-Trading, L.L.C.', 'Zagros', 'punctuation, dotted legal form'],
  ['  Zagros   Company  ', 'Zagros', 'spacing'],
  ['Naw Roz', 'Nawroz', 'a name split in two words'],
  ["Ma'ruf", 'معروف', 'apostrophe for ع'],
  // generic words and legal forms added or removed
  ['Baran General Trading Company Limited', 'Baran', 'English generic and legal-form words'],
  ['Chinar LLC', 'Chinar Ltd', 'different legal forms'],
  ['شركة جنار ذات المسؤولية المحدودة', 'چنار', 'Arabic LLC'],
  ['مجموعة شركات زاكروس القابضة', 'Zagros Holding Group', 'holding and group'],
  ['Kompaniya Zagros ji bo Bazirganî', 'Zagros', 'kmr generic words'],
  ['Kurdistan Group', 'گروپی کوردستان', 'ezafe ی on a generic word'],
  ['The Nawroz Company & Sons', 'Nawroz Sons', '& and the'],
  // the definite article
  ['النوروز', 'نوروز', 'ال'],
  ['شركة الصقر للتجارة العامة', 'صقر', 'ال and لل'],
  ['Al-Nawroz', 'Nawroz', 'Latin al-'],
  ['والزاكروس', 'Zagros', 'وال'],
  // order of tokens, common words
  ['Zagros Nawroz', 'Nawroz Zagros', 'order'],
  ['نوروز زاكروس', 'Zagros Nawroz', 'order across scripts'],
  ['Nawroz Kurdistan', 'Nawroz', 'a common word added'],
  ['Hawler Hotel', 'هۆتێلی هەولێر', 'only common words, order and ezafe'],
  ['Sulaymaniyah Bank', 'بانکی سلێمانی', 'common words across scripts'],
  ['Nawroz Hotel', 'Nawroz', 'a common activity word added'],
];

/** Pairs that must not conflict: different names sharing generic or common words or letters. */
const MUST_NOT_MATCH: readonly (readonly [string, string, string])[] = [
  ['Nawroz Trading', 'Zagros Trading', 'only a generic word shared'],
  ['شركة نوروز للتجارة', 'شركة زاكروس للتجارة', 'only generic words shared (ar)'],
  ['کۆمپانیای نەورۆز', 'کۆمپانیای دیلان', 'only generic words shared (ckb)'],
  ['Kurdistan Bank', 'Kurdistan Hotel', 'only a common word shared'],
  ['Hawler Tea House', 'Hawler Car Wash', 'only a common word shared'],
  ['Hawler Pharmacy', 'Duhok Pharmacy', 'only a common activity word shared'],
  ['Sulaimani Bank', 'Sulaimani Hotel', 'only common words, different activity'],
  ['Kurdistan International Bank', 'Kurdistan International Hotel', 'two common words shared'],
  ['Kurdistan', 'Kurdistan Nawroz', 'a distinctive word added to a common one'],
  ['Kurdistan Bank', 'Kurdistan', 'common words only'],
  ['Dilan', 'Dilshad', 'similar letters'],
  ['Baran', 'Bahar', 'similar letters'],
  ['Shaho', 'Shadi', 'similar letters'],
  ['Sherko', 'Sherzad', 'similar beginning'],
  ['شێرکۆ', 'شێرزاد', 'similar beginning (ckb)'],
  ['Karwan', 'Kamaran', 'similar letters'],
  ['Karwan', 'Kawan', 'one consonant less'],
  ['Azadi', 'Ashti', 'similar shape'],
  ['Chinar', 'Chiman', 'similar letters'],
  ['Rasan', 'Rawand', 'similar beginning'],
  ['Zagros', 'Zakho', 'similar beginning'],
  ['Rojhelat', 'Rojava', 'similar beginning'],
  ['Ashti', 'Ashna', 'one consonant'],
  ['Shirin', 'Shilan', 'one consonant in three'],
  ['Soran', 'Sozan', 'one consonant in three'],
  ['Nawroz', 'Nawzad', 'similar beginning'],
  ['نوروز', 'نور', 'one name inside another'],
  ['Diyar', 'Dara', 'glide only in one'],
  ['Lana', 'Lara', 'short names'],
  ['Baran Restaurant', 'Bahar Restaurant', 'similar names, same activity'],
  ['Zagros Tower', 'Zagros Mall', 'a distinctive name with different distinctive words'],
  ['Nawroz Zagros', 'Nawroz', 'one of two distinctive words'],
  ['Bakhtiyar', 'Bestun', 'same first letter'],
  ['Golden Falcon', 'الصقر الذهبي', 'translation: out of scope'],
  ['Hawler', 'Erbil', 'two names of one city: out of scope'],
  ['Dilan 2000', 'Dilan 2024', 'different numbers'],
];

describe('similarity: names that must conflict', () => {
  it('given the table, then it holds at least 60 pairs', () => {
    expect(MUST_MATCH.length).toBeGreaterThanOrEqual(60);
  });

  it.each(MUST_MATCH)('given "%s" and "%s" (%s), when compared, then they conflict', (a, b) => {
    const s = score(a, b);
    expect({ a, b, s, conflict: isConflict(s) }).toEqual({ a, b, s, conflict: true });
  });
});

describe('similarity: names that must not conflict', () => {
  it('given the table, then it holds at least 30 pairs', () => {
    expect(MUST_NOT_MATCH.length).toBeGreaterThanOrEqual(30);
  });

  it.each(MUST_NOT_MATCH)('given "%s" and "%s" (%s), when compared, then they do not conflict', (a, b) => {
    const s = score(a, b);
    expect({ a, b, s, conflict: isConflict(s) }).toEqual({ a, b, s, conflict: false });
  });
});

describe('similarity: score levels', () => {
  it('given equal significant Latin keys, when compared, then the score is 1', () => {
    expect(score('Nawroz Trading Company', 'NAWROZ')).toBe(1);
    expect(score('Zagros Nawroz', 'Nawroz Zagros')).toBe(1);
  });

  it('given equal skeletons but different Latin keys, when compared, then the score is at least 0.95 and below 1', () => {
    const s = score('Nawroz', 'نوروز');
    expect(s).toBeGreaterThanOrEqual(0.95);
    expect(s).toBeLessThan(1);
  });

  it('given a distinctive word added to the same name, when compared, then the names are similar, not conflicting', () => {
    const s = score('Nawroz Zagros', 'Nawroz');
    expect(isSimilar(s)).toBe(true);
    expect(matchLevel(s)).toBe('similar');
  });

  it('given unrelated names, when compared, then they are not listed', () => {
    expect(matchLevel(score('Nawroz', 'Bestun'))).toBe('none');
  });

  it('given a generic-only name, when compared with anything, then the score is 0', () => {
    expect(score('Trading Company LLC', 'Trading Company LLC')).toBe(0);
    expect(score('شركة للتجارة', 'Nawroz')).toBe(0);
  });

  it('given the thresholds, then conflict is 0.85 and similar 0.6', () => {
    expect(CONFLICT_THRESHOLD).toBe(0.85);
    expect(SIMILAR_THRESHOLD).toBe(0.6);
    expect(isConflict(0.85)).toBe(true);
    expect(isConflict(0.8499)).toBe(false);
    expect(matchLevel(0.6)).toBe('similar');
    expect(matchLevel(0.5999)).toBe('none');
  });

  it('given keys read back from storage (latin and skeleton only), when compared, then the score is the same', () => {
    const a = nameKeys('شركة نوروز للتجارة');
    const b = nameKeys('Nawroz Hotel');
    expect(similarity({ latin: a.latin, skeleton: a.skeleton }, { latin: b.latin, skeleton: b.skeleton })).toBe(
      similarity(a, b),
    );
  });
});

describe('similarity: properties', () => {
  it('given any two names, when compared, then the score is in [0, 1] and symmetric', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (a, b) => {
        const ab = score(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
        expect(score(b, a)).toBe(ab);
      }),
    );
  });

  it('given any name with a significant token, when compared with itself, then the score is 1', () => {
    const letters = fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyzئابپتجچحخدرڕزژسشعغفڤقکگلڵمنهەوۆیێ '));
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 20 }).map((l) => l.join('')), (name) => {
        const keys = nameKeys(name);
        if (!keys.genericOnly) expect(similarity(keys, keys)).toBe(1);
      }),
    );
  });
});

describe('skeletonDistance', () => {
  it('given glides, near sounds and transpositions, when measured, then they cost as documented', () => {
    expect(skeletonDistance('mrym', 'mrm')).toBe(0.5);
    expect(skeletonDistance('rmdn', 'rmzn')).toBe(0.5);
    expect(skeletonDistance('krwn', 'krfn')).toBe(0.5);
    expect(skeletonDistance('abc', 'bac')).toBe(1);
    expect(skeletonDistance('brn', 'bhr')).toBe(2);
    expect(skeletonDistance('', 'nrz')).toBe(3);
  });
});

describe('trigrams', () => {
  it('given a key, when split, then the trigrams are those of pg_trgm show_trgm', () => {
    expect(trigrams('nrz')).toEqual(['  n', ' nr', 'nrz', 'rz ']);
    expect(trigrams('cat')).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(trigrams('a')).toEqual(['  a', ' a ']);
    expect(trigrams('hlr 2000')).toEqual(['  2', '  h', ' 20', ' hl', '00 ', '000', '200', 'hlr', 'lr ']);
    expect(trigrams('')).toEqual([]);
  });

  it('given two keys, when compared, then trigram similarity is shared over all trigrams', () => {
    expect(trigramSimilarity('nrz', 'nrz')).toBe(1);
    expect(trigramSimilarity('word', 'two words')).toBeCloseTo(4 / 11, 5);
    expect(trigramSimilarity('', '')).toBe(0);
  });
});
