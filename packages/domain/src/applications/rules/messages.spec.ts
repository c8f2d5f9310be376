import { describe, expect, it } from 'vitest';
import { LOCALES } from '#src/shared/i18n/locale';
import { allMessages, hasMessage, translate } from '#src/shared/i18n/messages';
import { ApplicationCodes, ReusedCodes } from './codes.js';
import { ApplicationMessages } from './messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('application rule messages', () => {
  it('defines every code the rules give, and nothing else', () => {
    expect(Object.keys(ApplicationMessages).sort()).toEqual(Object.values(ApplicationCodes).sort());
  });

  it('finds every reused code already translated where it is defined', () => {
    for (const code of Object.values(ReusedCodes)) expect({ code, known: hasMessage(code) }).toEqual({ code, known: true });
  });

  it.each(Object.values(ApplicationCodes))('%s: has the four languages, the same parameters in each, in the right script', (code) => {
    const messages = allMessages().get(code)!;
    const expected = placeholders(messages.en);
    expect(expected).toContain('field');
    for (const locale of LOCALES) {
      expect(messages[locale].trim()).not.toBe('');
      expect({ locale, params: placeholders(messages[locale]) }).toEqual({ locale, params: expected });
    }
    const bare = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/\b(?:UPN|UEN|IQD|07X+)\b|\+9647X+/g, '');
    expect(bare(messages.ckb)).toMatch(/\p{Script=Arabic}/u);
    expect(bare(messages.ckb)).not.toMatch(/[A-Za-z]{2,}/);
    expect(bare(messages.ar)).not.toMatch(/[A-Za-z]{2,}/);
    expect(messages.ckb).not.toMatch(/[يكة]/); // Sorani spells ی ک ە, not the Arabic letters
    expect(bare(messages.kmr)).not.toMatch(/\p{Script=Arabic}/u);
  });

  it('fills in the parameters', () => {
    expect(translate('shareholders.shares-not-capital', 'en', { field: 'Shareholders', total: 999, capital: 1000 })).toBe(
      'Shareholders: the shares (999) must total the company capital (1,000 IQD); one share is one dinar',
    );
    expect(translate('transfer.same-email', 'en', { field: 'New e-mail' })).toMatch(/same as the current e-mail/);
  });
});

describe('message parity of the catalogue these rules rely on', () => {
  it('gives every registered message the four languages with the same parameters', () => {
    const broken: string[] = [];
    for (const [code, messages] of allMessages()) {
      const expected = placeholders(messages.en).join();
      for (const locale of LOCALES) {
        if (!messages[locale]?.trim() || placeholders(messages[locale]).join() !== expected) broken.push(`${code}/${locale}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
