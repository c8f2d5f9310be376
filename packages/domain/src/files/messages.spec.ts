import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/i18n/locale.js';
import { allMessages, translate } from '../shared/i18n/messages.js';
import { FileCodes } from './codes.js';
import { FileMessages } from './messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('upload messages', () => {
  it('defines every code of the module', () => {
    expect(Object.keys(FileMessages).sort()).toEqual(Object.values(FileCodes).sort());
  });

  it.each(Object.values(FileCodes))('%s: has the four languages, the same parameters in each, in the right script', (code) => {
    const messages = allMessages().get(code)!;
    const expected = placeholders(messages.en);
    for (const locale of LOCALES) {
      expect(messages[locale].trim()).not.toBe('');
      expect({ locale, params: placeholders(messages[locale]) }).toEqual({ locale, params: expected });
    }
    const bare = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '');
    expect(bare(messages.ckb)).toMatch(/\p{Script=Arabic}/u);
    expect(bare(messages.ckb)).not.toMatch(/[A-Za-z]{2,}/);
    expect(bare(messages.ar)).not.toMatch(/[A-Za-z]{2,}/);
    expect(messages.ckb).not.toMatch(/[يكة]/); // Sorani spells ی ک ە, not the Arabic letters
    expect(bare(messages.kmr)).not.toMatch(/\p{Script=Arabic}/u);
  });

  it('states the size limit of spec §5', () => {
    expect(translate(FileCodes.tooLarge, 'en', { field: 'File', size: 10 })).toBe('File: size must not exceed 10 MB');
    expect(translate(FileCodes.tooLarge, 'ckb', { field: 'فایل', size: 10 })).toContain('١٠');
  });
});
