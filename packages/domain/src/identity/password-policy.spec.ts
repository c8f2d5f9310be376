import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy.js';

describe('password policy', () => {
  it('accepts a long passphrase in any script', () => {
    expect(passwordProblems('وشەی نهێنی درێژ', 'a@b.org')).toEqual([]);
    expect(passwordProblems('correct horse battery', 'a@b.org')).toEqual([]);
    expect(passwordProblems('Gulan-Baran-Çiya', 'a@b.org')).toEqual([]);
    expect(passwordProblems('zR8#kq2!Lm0v', 'a@b.org')).toEqual([]);
  });
  it('refuses short, overlong, and e-mail passwords with field codes', () => {
    expect(passwordProblems('short', 'a@b.org')[0]).toMatchObject({ code: 'validation.text-min', field: 'password' });
    expect(passwordProblems('x'.repeat(129), 'a@b.org')[0]).toMatchObject({ code: 'validation.text-max' });
    expect(passwordProblems('Someone@Example.org', 'someone@example.org')[0]).toMatchObject({ code: 'password.is-email' });
  });
  it('refuses common and guessable passwords, naming the field', () => {
    const seasonAndYear = ['Summer2026!!!', 'Winter2025!!!', 'Autumn2026!!!!', 'December2026!', 'Kurdistan2026!'];
    for (const common of [
      'password1234',
      '123456789012',
      'aaaaaaaaaaaa',
      'qwertyuiop12',
      'iloveyou2024',
      'shilan.aziz2026',
      ...seasonAndYear,
    ]) {
      expect(passwordProblems(common, 'shilan.aziz@registry.test', 'new_password')).toEqual([
        { code: 'password.too-common', field: 'new_password' },
      ]);
    }
  });
});
