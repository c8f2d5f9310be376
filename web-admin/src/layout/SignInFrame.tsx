import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import { SIGN_IN } from '../i18n/sign-in';
import { LOCALES, RTL_LOCALES, type Locale } from '../resources/types';
import { darkTheme, lightTheme, withDirection } from '../theme';
import { emotionCacheFor } from './emotion-cache';

export const LOCALE_NAMES = LOCALES.map((locale) => ({ locale, name: SIGN_IN.en.languages[locale] }));

function lookup(texts: unknown, path: string[]): string | undefined {
  const text = path.reduce<unknown>(
    (at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined),
    texts,
  );
  return typeof text === 'string' ? text : undefined;
}

/** react-admin's `translate` over the sign-in screen's texts: `admin.*` keys, English when one is missing, else `_` or the key. */
export function translator(locale: Locale): (key: string, options?: { _?: string }) => string {
  return (key, options) => {
    const [root, ...path] = key.split('.');
    const text = root === 'admin' ? (lookup(SIGN_IN[locale], path) ?? lookup(SIGN_IN.en, path)) : undefined;
    return text ?? options?._ ?? key;
  };
}

/**
 * What react-admin's `<AdminContext>`, `<Direction>` and `<AdminUI>` give the sign-in form: the
 * emotion cache and theme of the language's direction (the back office's own, emotion-cache.ts
 * and theme.ts) and MUI's baseline. Also rendered at build time for the default language
 * (prerender.tsx): the page comes with its styles (vite.config.ts).
 */
export function SignInFrame({ locale, mode, children }: { locale: Locale; mode: 'light' | 'dark'; children: ReactNode }) {
  const direction = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
  const theme = useMemo(
    () => withDirection(createTheme((mode === 'dark' ? darkTheme : lightTheme) as ThemeOptions), direction),
    [mode, direction],
  );
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
