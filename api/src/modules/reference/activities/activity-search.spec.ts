import { ActivitySearchIndex, type SearchableActivity } from './activity-search.js';
import { loadActivitySynonyms } from './isic-catalogue.js';

const entry = (id: string, level: SearchableActivity['level'], labels: string[], synonyms: string[] = []): SearchableActivity => ({
  id,
  level,
  position: Number.parseInt(id, 36),
  selectable: level === 'class',
  labels,
  synonyms,
});

const index = new ActivitySearchIndex([
  entry('107', 'group', ['Manufacture of other food products']),
  entry('1071', 'class', ['Manufacture of bakery products', 'دروستکردنی نان و بەرهەمەکانی نانەواخانە'], ['bread', 'مخبز']),
  entry('561', 'group', ['Restaurants and mobile food service activities', 'أنشطة المطاعم']),
  entry('5610', 'class', ['Restaurants and mobile food service activities', 'أنشطة المطاعم']),
  entry('8620', 'class', ['Medical and dental practice activities', 'أنشطة العيادات الطبية وعيادات الأسنان']),
  entry('5630', 'class', ['Beverage serving activities', 'چالاکییەکانی پێشکەشکردنی خواردنەوە (چایخانە و قاوەخانە)']),
  entry('3250', 'class', ['Manufacture of hotplates']),
]);
const ids = (query: string, selectable?: boolean) => index.search(query, { selectable }).map((r) => r.id);

describe('ActivitySearchIndex', () => {
  it('matches whole words and word starts, never the inside of a word', () => {
    expect(ids('نان')).toEqual(['1071']); // not عيادات الأسنان
    expect(ids('نانەوا')).toEqual(['1071']);
    expect(ids('ood')).toEqual([]);
  });

  it('ranks an everyday word before a label word, a whole word before a word start', () => {
    expect(ids('bread')).toEqual(['1071']);
    expect(index.search('hot')[0]).toMatchObject({ id: '3250' });
    const whole = index.search('bakery')[0]!.score;
    const start = index.search('baker')[0]!.score;
    expect(whole).toBeGreaterThan(start);
  });

  it('reads Arabic words with or without the article and its clitics', () => {
    expect(ids('مطاعم').slice(0, 2)).toEqual(['5610', '561']);
    expect(ids('والمطاعم').slice(0, 2)).toEqual(['5610', '561']);
    expect(ids('أسنان')).toEqual(['8620']);
  });

  it('puts a class before its group of the same words, and filters on selectable', () => {
    expect(ids('restaurants')).toEqual(['5610', '561']);
    expect(ids('restaurants', true)).toEqual(['5610']);
    expect(ids('restaurants', false)).toEqual(['561']);
  });

  it('accepts a short ending on a known word (ckb -ەکان, en -s)', () => {
    expect(ids('چایخانەکان')).toEqual(['5630']);
    expect(ids('breads')).toEqual(['1071']);
  });

  it('ranks what every word meets, then most words, then any word; never nothing when a word finds classes', () => {
    // Issue 34 §7: a word that meets nothing (a town, a shop's own name) no longer empties the list.
    expect(ids('bakery erbil')).toEqual(['1071']);
    expect(ids('erbil bakery')).toEqual(['1071']);
    // Both words meet the restaurants (everyday word and Arabic label); "bread" alone meets the bakery.
    expect(ids('restaurants مطاعم bread')).toEqual(['5610', '561', '1071']);
    expect(index.search('restaurants مطاعم bread').map((r) => r.matched)).toEqual([2, 2, 1]);
    // A rare word outweighs a common one among activities that meet as many words.
    expect(ids('activities bread')[0]).toBe('1071');
    // Function words count only beside another word: "of" alone in a label is no answer.
    expect(ids('manufacture of hotplates')).toEqual(['3250', '1071', '107']);
    expect(ids('of xyzzy')).toEqual([]);
  });

  it('gives a code (or its start) first', () => {
    expect(ids('107')).toEqual(['107', '1071']);
    expect(ids('56')[0]).toBe('561');
  });

  it('falls back on the consonants only for a word that matches nothing as written', () => {
    expect(ids('chaykhana')).toEqual(['5630']);
    // A word found as written brings in no look-alikes by sound.
    expect(ids('manufacture')).not.toContain('5630');
  });
});

describe('data/activity-synonyms.json', () => {
  const synonyms = Object.entries(loadActivitySynonyms());
  it('gives each listed class words in the four languages, in their scripts', () => {
    expect(synonyms.length).toBeGreaterThanOrEqual(40);
    for (const [code, words] of synonyms) {
      for (const lang of ['ckb', 'kmr', 'ar', 'en'] as const)
        expect([code, lang, (words[lang] ?? []).length > 0]).toEqual([code, lang, true]);
      expect([code, (words.ckb ?? []).filter((w) => /[ةيك]|[^\p{Script=Arabic}\s]/u.test(w))]).toEqual([code, []]);
      expect([code, (words.kmr ?? []).filter((w) => /\p{Script=Arabic}/u.test(w))]).toEqual([code, []]);
      expect([code, (words.ar ?? []).filter((w) => !/^[\p{Script=Arabic}\s]+$/u.test(w))]).toEqual([code, []]);
    }
  });
});
