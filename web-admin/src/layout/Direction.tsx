import { useEffect, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useLocaleState } from 'react-admin';
import { applyDocumentLanguage } from '../providers/locale';
import { RTL_LOCALES } from '../resources/types';
import { withDirection } from '../theme';
import { emotionCacheFor } from './emotion-cache';

/**
 * The whole back office (sign-in page, layout, menus and dialogs) in the direction of its
 * language (RTL for ckb and ar): the emotion cache (emotion-cache.ts), the theme's `direction`
 * and `<html lang dir>` follow react-admin's locale.
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
