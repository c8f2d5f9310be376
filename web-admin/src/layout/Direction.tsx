import { useEffect, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { useLocaleState } from 'react-admin';
import { prefixer } from 'stylis';
import { applyDocumentLanguage } from '../providers/i18n-provider';
import { RTL_LOCALES } from '../resources/types';
import { withDirection } from '../theme';

/**
 * One emotion cache per direction, as in MUI's right-to-left guide. The RTL cache's stylis
 * plugin mirrors every physical property react-admin, MUI and our `sx` write (margin-left,
 * right: 9px, translateX); logical ones (marginInlineStart, textAlign: 'start') pass through
 * untouched, as the browser already resolves them against `<html dir>`. Each cache has its own
 * class prefix, so a change of language re-inserts the styles instead of reusing the other
 * direction's.
 */
const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};
function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??= direction === 'rtl' ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'muiltr', stylisPlugins: [prefixer] });
  return caches[direction];
}

/**
 * The whole back office (sign-in page, layout, menus and dialogs) in the direction of its
 * language (RTL for ckb and ar): the emotion cache, the theme's `direction` and `<html lang dir>`
 * follow react-admin's locale.
 */
export function Direction({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const direction = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
  useEffect(() => applyDocumentLanguage(locale), [locale]);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={(outer: Theme) => withDirection(outer, direction)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
