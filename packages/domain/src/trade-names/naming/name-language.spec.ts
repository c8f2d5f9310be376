import { describe, expect, it } from 'vitest';
import type { NamingLocale } from './generic-words.js';
import { scriptMatchesLocale } from './name-key.js';
import { nameLanguages, suggestedNameLanguages } from './name-language.js';

describe('nameLanguages', () => {
  it.each([
    // Sorani by its own letters (ڕ ڵ ۆ ێ ە ڤ گ چ پ ژ, Persian ک ی)
    ['زاگرۆس', ['ckb']],
    ['کۆمپانیای نەورۆز بۆ بازرگانی', ['ckb']],
    ['ڕۆژهەڵات', ['ckb']],
    ['ڤیان', ['ckb']],
    ['چنار', ['ckb']],
    ['پێشەنگ', ['ckb']],
    ['دیلان', ['ckb']],
    // Arabic by its own letters (ة ي ى ك أ إ آ ؤ ث ذ ص ض ط ظ, harakat)
    ['شركة نوروز للتجارة', ['ar']],
    ['مؤسسة الصقر الذهبي', ['ar']],
    ['نَوْرُوز', ['ar']],
    ['إبراهيم', ['ar']],
    // letters both share: both, Sorani first unless the Arabic article marks it Arabic
    ['نوروز', ['ckb', 'ar']],
    ['هەولێر ٢٠٠٠', ['ckb']],
    ['الجبل', ['ar', 'ckb']],
    ['شرکه الجبل', ['ckb']], // Persian ک: Sorani letters only
    // Latin: Kurmanji by ç ê î û ş, plain a–z both, English first
    ['Rêbaz Çiya', ['kmr']],
    ['Şirketa Newroz ji bo Bazirganî', ['kmr']],
    ['Zagros Trading', ['en', 'kmr']],
    ['NAWROZ 2000', ['en', 'kmr']],
    // nothing fits
    ['Café', []],
    ['Ğazal', []],
    ['Zagros زاگرۆس', []],
    ['دیلان ي', []], // Persian and Arabic yeh together
    ['2000', []],
    ['', []],
  ] as Array<[string, NamingLocale[]]>)('given %j, when its language is read, then %j', (name, expected) => {
    expect(nameLanguages(name)).toEqual(expected);
  });

  it('given any name, when its languages are read, then the name passes the letters rule of each', () => {
    const names = ['زاگرۆس', 'شركة الجبل', 'نوروز', 'Rêbaz Çiya', 'Zagros Trading', 'Café', 'الجبل', 'ئازادی', 'آزادي'];
    for (const name of names)
      for (const language of nameLanguages(name)) expect(scriptMatchesLocale(name, language), `${name} as ${language}`).toBe(true);
  });
});

describe('suggestedNameLanguages', () => {
  it('given a Latin name on the Sorani choice, when suggested, then English, then Kurmanji', () => {
    expect(suggestedNameLanguages('Zagros Trading', 'ckb')).toEqual(['en', 'kmr']);
  });

  it('given a Kurmanji name on the English choice, when suggested, then Kurmanji only', () => {
    expect(suggestedNameLanguages('Rêbaz Çiya', 'en')).toEqual(['kmr']);
  });

  it('given a Sorani name on the English choice, when suggested, then Sorani', () => {
    expect(suggestedNameLanguages('زاگرۆس', 'en')).toEqual(['ckb']);
  });

  it('given a name that fits the chosen language, when suggested, then nothing', () => {
    expect(suggestedNameLanguages('Zagros Trading', 'kmr')).toEqual([]);
    expect(suggestedNameLanguages('نوروز', 'ar')).toEqual([]);
  });

  it('given letters of two scripts, when suggested, then nothing (the letters are wrong, not the language)', () => {
    expect(suggestedNameLanguages('Zagros ABC 2026 زاگرۆس', 'ckb')).toEqual([]);
  });
});
