import { describe, expect, it } from 'vitest';
import { GENERIC_WORDS, isCommonToken, isGenericWord, significantTokens, stripArticle } from './generic-words.js';
import { cleanText, words } from './normalize.js';
import { wordKeys } from './transliterate.js';

describe('significantTokens', () => {
  it.each([
    ['Nawroz Trading Company', ['nawroz']],
    ['The Nawroz General Trading Co. Ltd.', ['nawroz']],
    ['Zagros Holding Group LLC', ['zagros']],
    ['Nawroz & Sons', ['nawroz', 'sons']],
    ['شركة نوروز للتجارة', ['نوروز']],
    ['شركة نوروز للتجارة العامة المحدودة', ['نوروز']],
    ['شركة الصقر الذهبي ذات المسؤولية المحدودة', ['صقر', 'ذهبی']],
    ['مجموعة شركات زاكروس القابضة', ['زاکروس']],
    ['مؤسسة دیلان التجارية', ['دیلان']],
    ['کۆمپانیای نەورۆز بۆ بازرگانی', ['نهوروز']],
    ['گروپی زاگرۆس', ['زاگروس']],
    ['کۆمپانیای شێرکۆ و کاروان', ['شیرکو', 'کاروان']],
    ['Şirketa Newroz ji bo Bazirganî', ['newroz']],
    ['Kompaniya Zagros û Karwan', ['zagros', 'karwan']],
  ])('given %j, when its significant tokens are taken, then %j', (name, tokens) => {
    expect(significantTokens(name)).toEqual(tokens);
  });

  it.each([
    'Trading Company LLC',
    'The General Trading Co.',
    'شركة للتجارة العامة',
    'شركة ذات المسؤولية المحدودة',
    'کۆمپانیای بازرگانی',
    'کۆمپانیای گشتی بۆ بازرگانی',
    'Şirketa Bazirganî',
    '',
    ' & ',
  ])('given %j, when its significant tokens are taken, then none remain (generic only)', (name) => {
    expect(significantTokens(name)).toEqual([]);
  });
});

describe('stripArticle', () => {
  it.each([
    ['النوروز', 'نوروز'],
    ['للتجارة', 'تجارة'],
    ['والمقاولات', 'مقاولات'],
    ['بالنور', 'نور'],
    ['الله', 'الله'],
    ['الف', 'الف'],
    ['والي', 'والي'],
    ['ئالان', 'ئالان'],
    ['nawroz', 'nawroz'],
  ])('given %j, when the article is stripped, then %j', (word, stem) => {
    expect(stripArticle(word)).toBe(stem);
  });
});

describe('the word lists', () => {
  it('given every listed generic word, when normalized, then it is recognized as generic', () => {
    for (const list of Object.values(GENERIC_WORDS)) {
      for (const entry of list) {
        for (const word of words(cleanText(entry))) expect(isGenericWord(word)).toBe(true);
      }
    }
  });

  it('given spelling variants of generic words, when checked, then they are generic', () => {
    for (const variant of ['شركه', 'الشركة', 'التجاريه', 'کومپانیای', 'كۆمپانیا', 'sirketa', 'şîrketa'.replace('î', 'i'), 'LTD']) {
      expect({ variant, generic: isGenericWord(cleanText(variant)) }).toEqual({ variant, generic: true });
    }
  });

  it('given distinctive words, when checked, then they are neither generic nor common', () => {
    for (const word of ['nawroz', 'زاگرۆس', 'دیلان', 'sherko']) {
      const cleaned = cleanText(word);
      expect(isGenericWord(cleaned)).toBe(false);
      const k = wordKeys(cleaned);
      expect(isCommonToken(k.latin, k.skeleton)).toBe(false);
    }
  });

  it('given common words in any script, when checked, then they are common', () => {
    for (const word of ['Kurdistan', 'کوردستان', 'كردستان', 'Hawler', 'هەولێر', 'هولير', 'hotel', 'هۆتێل', 'bank', 'بنك']) {
      const k = wordKeys(cleanText(word));
      expect({ word, common: isCommonToken(k.latin, k.skeleton) }).toEqual({ word, common: true });
    }
  });
});
