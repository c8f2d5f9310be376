import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useSettings } from './settings';
import { emotionCacheFor } from './theme/direction-cache';
import { createAppTheme } from './theme/theme';

/**
 * The theme and the emotion cache of the language's direction (`<html dir>` follows the language
 * in i18n/index.ts). The server hands in a cache of its own per request, whose styles it extracts
 * into the page; the browser's cache of that direction then takes them over.
 */
export function AppThemeProvider({ cache, children }: { cache?: EmotionCache; children: ReactNode }) {
  const { settings } = useSettings();
  const theme = useMemo(
    () => createAppTheme({ mode: settings.theme, direction: settings.direction, responsiveFontSizes: settings.responsiveFontSizes }),
    [settings.theme, settings.direction, settings.responsiveFontSizes],
  );
  return (
    <CacheProvider value={cache ?? emotionCacheFor(settings.direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
