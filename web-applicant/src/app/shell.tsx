import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { preloadRoute } from './preload-route';
import { SettingsProvider, useSettings } from './settings';
import { Splash } from './splash';
import { emotionCacheFor } from './theme/direction-cache';
import { createAppTheme } from './theme/theme';

// Asked for as this module runs, not when React first renders the shell, and with it the page
// chunk of the address (issue 23 §12: each hop of app chunk → route → page chunk → data counts).
const appChunk = import('./app');
preloadRoute(window.location.pathname);

/**
 * The rest of the portal (router, layout, query client, authentication, error reporting) is one
 * lazily loaded chunk: the first load carries only what the splash needs, and the splash covers
 * the time the rest takes to arrive and authentication takes to initialise.
 */
const App = lazy(() => appChunk);

/** The theme and the emotion cache of the language's direction (`<html dir>` follows the language in i18n/index.ts). */
function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const theme = useMemo(
    () => createAppTheme({ mode: settings.theme, direction: settings.direction, responsiveFontSizes: settings.responsiveFontSizes }),
    [settings.theme, settings.direction, settings.responsiveFontSizes],
  );
  return (
    <CacheProvider value={emotionCacheFor(settings.direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * Display settings, theme and the splash. The splash stays mounted in one place, above the app,
 * until the app reports that authentication is initialised and the first page is ready, so its
 * animation runs once, without restarting.
 */
export function Shell() {
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <SettingsProvider>
      <AppThemeProvider>
        <Suspense fallback={null}>
          <App onReady={onReady} />
        </Suspense>
        {ready ? null : <Splash />}
      </AppThemeProvider>
    </SettingsProvider>
  );
}
