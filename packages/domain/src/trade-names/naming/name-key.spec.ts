import { describe, expect, it } from 'vitest';
import { detectScript, hasSpecialCharacters, nameKeys, nameSkeleton, scriptMatchesLocale } from './name-key.js';
import { MUST_MATCH, MUST_NOT_MATCH } from './name-pairs.fixture.js';

describe('nameKeys', () => {
  it('given an Arabic name with generic words, when keyed, then every key is filled', () => {
    expect(nameKeys('  شركة   نوروز للتجارة ')).toEqual({
      display: 'شركة نوروز للتجارة',
      normalized: 'شرکه نوروز للتجاره',
      tokens: ['نوروز'],
      latin: 'nuruz',
      skeleton: 'nrz',
      script: 'arabic',
      genericOnly: false,
      hasSpecialCharacters: false,
    });
  });

  it('given a Sorani and an English name, when keyed, then their skeletons are equal', () => {
    const ckb = nameKeys('کۆمپانیای نەورۆز بۆ بازرگانی');
    const en = nameKeys('Nawroz Trading Company');
    expect(ckb).toMatchObject({ tokens: ['نهوروز'], latin: 'newroz', skeleton: 'nrz', script: 'arabic' });
    expect(en).toMatchObject({ tokens: ['nawroz'], latin: 'nawroz', skeleton: 'nrz', script: 'latin' });
  });

  it('given several significant words, when keyed, then tokens, latin and skeleton align one to one', () => {
    const keys = nameKeys('Zagros Hotel for Tourism 2000');
    expect(keys.tokens).toEqual(['zagros', 'hotel', 'tourism', '2000']);
    expect(keys.latin).toBe('zagros hotel tourism 2000');
    expect(keys.skeleton).toBe('zkrs htl trsm 2000');
  });

  it('given the display form, when keyed, then it is NFC with spaces collapsed', () => {
    expect(nameKeys('  S\u0327e\u0302rko\u00a0 Group ').display).toBe('Şêrko Group');
  });

  it.each([
    ['Trading Company LLC', true],
    ['شركة للتجارة العامة', true],
    ['کۆمپانیای بازرگانی', true],
    ['Şirketa Bazirganî', true],
    ['...', true],
    ['Nawroz Trading', false],
    ['2000 Trading', false],
  ])('given %j, when keyed, then genericOnly is %s', (name, genericOnly) => {
    const keys = nameKeys(name);
    expect(keys.genericOnly).toBe(genericOnly);
    if (genericOnly) expect(keys).toMatchObject({ tokens: [], latin: '', skeleton: '' });
  });

  it('given digits in three scripts, when keyed, then the keys hold ASCII digits', () => {
    for (const name of ['Hawler 2000', 'هەولێر ٢٠٠٠', 'هەولێر ۲۰۰۰']) {
      expect(nameKeys(name).skeleton).toBe('hlr 2000');
    }
  });

  it('given names in many scripts, when keyed, then latin and skeleton are plain ASCII', () => {
    for (const name of ['Nawroz', 'نەورۆز', 'نوروز', 'Şêrko', 'Москва', '東京', 'Hawler 😀', 'ﻧﻮﺭﻭﺯ']) {
      const keys = nameKeys(name);
      expect(keys.latin).toMatch(/^[\x20-\x7e]*$/);
      expect(keys.skeleton).toMatch(/^[a-z0-9 ]*$/);
    }
  });
});

describe('nameSkeleton', () => {
  it('is the skeleton nameKeys gives, for every name of the matching fixtures', () => {
    const names = [...MUST_MATCH, ...MUST_NOT_MATCH].flatMap(([a, b]) => [a, b]);
    expect(names.length).toBeGreaterThan(100);
    for (const name of names) expect([name, nameSkeleton(name)]).toEqual([name, nameKeys(name).skeleton]);
  });
});

describe('detectScript', () => {
  it.each([
    ['Nawroz', 'latin'],
    ['Şêrko', 'latin'],
    ['نەورۆز', 'arabic'],
    ['نوروز ـ ٢٠٠٠', 'arabic'],
    ['Nawroz نوروز', 'mixed'],
    ['Москва', 'other'],
    ['Nawroz Москва', 'other'],
    ['2000', 'other'],
    ['', 'other'],
  ])('given %j, when its script is detected, then %s', (text, script) => {
    expect(detectScript(text)).toBe(script);
  });
});

describe('hasSpecialCharacters', () => {
  it.each([
    'Nawroz Trading',
    'Al-Nawroz',
    "Ma'ruf",
    'Ma’ruf',
    'نوروز للتجارة',
    'نَوْرُوز',
    'نـوروز',
    'نەورۆز\u200cی',
    'Şêrko',
    'Hawler 2000',
    'هەولێر ٢٠٠٠ ۲۰۰۰',
    'Nawroz\u00a0Trading',
  ])('given %j, when checked, then it has no special characters', (text) => {
    expect(hasSpecialCharacters(text)).toBe(false);
  });

  it.each([
    'Nawroz & Sons',
    'Nawroz Co.',
    'Nawroz, Zagros',
    'نوروز، زاكروس',
    'نوروز؟',
    'Nawroz (Hawler)',
    'nawroz@example',
    'Nawroz #1',
    'Nawroz 😀',
    'Москва',
    'Nawroz\nTrading',
    'Nawroz\tTrading',
    '\u200fنوروز',
    'Naw\u200broz',
    '٪50',
  ])('given %j, when checked, then it has special characters', (text) => {
    expect(hasSpecialCharacters(text)).toBe(true);
  });
});

describe('scriptMatchesLocale', () => {
  it.each([
    ['ckb', 'کۆمپانیای نەورۆز بۆ بازرگانی', true],
    ['ckb', 'ڕۆژهەڵات ڤیان پێشەنگ ژیان چنار گەڵاوێژ', true],
    ['ckb', 'هەولێر ٢٠٠٠', true],
    ['ckb', 'هەولێر ۲۰۰۰ - نوێ', true],
    ['ckb', 'شركة نوروز', false], // Arabic ة and ك
    ['ckb', 'دیلان ي', false], // Arabic yeh
    ['ckb', 'نَوروز', false], // harakat
    ['ckb', 'Nawroz', false],
    ['ckb', '2000', false],
    ['ar', 'شركة نوروز للتجارة', true],
    ['ar', 'مؤسسة الصقر الذهبي ٢٠٠٠', true],
    ['ar', 'نَوْرُوز', true],
    ['ar', 'إبراهيم آل أحمد', true],
    ['ar', 'کۆمپانیای نەورۆز', false],
    ['ar', 'زاگروس', false], // گ
    ['ar', 'دیلان', false], // Farsi yeh
    ['ar', 'Nawroz', false],
    ['en', 'Nawroz Trading Company', true],
    ['en', 'NAWROZ 2000', true],
    ['en', 'Şêrko', false],
    ['en', 'Café', false],
    ['en', 'نوروز', false],
    ['kmr', 'Şirketa Newroz ji bo Bazirganî', true],
    ['kmr', 'ŞÊRKO ÇÎNAR ÛMÊD', true],
    ['kmr', 'Nawroz Trading', true],
    ['kmr', 'Café', false],
    ['kmr', 'Ğazal', false],
    ['kmr', 'نەورۆز', false],
  ] as const)('given locale %s and %j, when checked, then %s', (locale, text, expected) => {
    expect(scriptMatchesLocale(text, locale)).toBe(expected);
  });
});
