import { describe, expect, it } from 'vitest';
import { readSavedSettings, saveSettings, SETTINGS_STORAGE_KEY } from './settings-storage';

const memoryStorage = (initial?: string) => {
  const values = new Map<string, string>(initial === undefined ? [] : [[SETTINGS_STORAGE_KEY, initial]]);
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('settings storage', () => {
  it('has nothing saved on a first visit, so the theme can follow the system', () => {
    expect(readSavedSettings(memoryStorage())).toBeNull();
  });

  it('reads back what it saved', () => {
    const storage = memoryStorage();
    saveSettings({ direction: 'ltr', responsiveFontSizes: false, theme: 'dark', lang: 'en' }, storage);
    expect(readSavedSettings(storage)).toEqual({ direction: 'ltr', responsiveFontSizes: false, theme: 'dark', lang: 'en' });
  });

  it('derives the direction from the language, whatever was stored', () => {
    expect(readSavedSettings(memoryStorage('{"lang":"ar","direction":"ltr"}'))?.direction).toBe('rtl');
    expect(readSavedSettings(memoryStorage('{"lang":"kmr","direction":"rtl"}'))?.direction).toBe('ltr');
  });

  it('keeps valid fields and defaults the rest (ckb, light, responsive)', () => {
    expect(readSavedSettings(memoryStorage('{"lang":"xx","theme":"dark","responsiveFontSizes":"yes"}'))).toEqual({
      lang: 'ckb',
      direction: 'rtl',
      theme: 'dark',
      responsiveFontSizes: true,
    });
  });

  it('ignores what is not JSON', () => {
    expect(readSavedSettings(memoryStorage('not json'))).toBeNull();
    expect(readSavedSettings(memoryStorage('"ckb"'))).toBeNull();
  });
});
