import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../components/toast';
import { AuthProvider, useAuth, type AuthState } from '../lib/auth/auth';
import type { EmotionCache } from '@emotion/react';
import type { AppRouter } from './router';
import { SettingsProvider } from './settings';
import type { ThemeMode } from './settings-storage';
import { AppThemeProvider } from './shell';
import { Splash } from './splash';
import { withRouterLinks } from './theme/router-links';

/** The performance mark of the moment the page answers input (e2e/budgets.spec.ts reads it). */
export const HYDRATED_MARK = 'registry:hydrated';

/**
 * Renders the router once authentication is initialised (spec §1: the splash until then) and the
 * first page's code has arrived, then tells the shell to lift the splash.
 */
export function AppGate({ router, onReady }: { router: AppRouter; onReady: () => void }) {
  const { isInitialized } = useAuth();
  const routerReady = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.initialized,
    // Hydration reads the same: the first page was loaded before the router was made (router.tsx).
    () => router.state.initialized,
  );
  const ready = isInitialized && routerReady;
  useEffect(() => {
    if (!ready) return;
    // The moment the page answers input (React's handlers attached): what bench:slow4g and the
    // tests wait for, and its time on the page's clock. Marked first: what `onReady` starts (the
    // web fonts) comes after it.
    document.documentElement.dataset.hydrated = '';
    performance.mark(HYDRATED_MARK);
    onReady();
  }, [ready, onReady]);
  return ready ? <RouterProvider router={router} /> : null;
}

function RouterLinksTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withRouterLinks}>{children}</ThemeProvider>;
}

/**
 * Server state, client-side links, toasts, then authentication (its self fetch uses the query
 * client; its sign-in may toast). The server renders the same providers around its static router.
 */
export function AppProviders({
  queryClient,
  initialAuth,
  children,
}: {
  queryClient: QueryClient;
  initialAuth?: AuthState;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterLinksTheme>
        <ToastProvider>
          <AuthProvider initialState={initialAuth}>{children}</AuthProvider>
        </ToastProvider>
      </RouterLinksTheme>
    </QueryClientProvider>
  );
}

/**
 * Display settings, theme, the providers, and the splash until the app is ready: one tree for the
 * server's render and the browser's, so that hydration finds the same elements (and `useId` the
 * same ids). The splash stays mounted in one place, above the app, until authentication is
 * initialised and the first page is ready, so its animation runs once.
 */
export function PortalTree({
  serverTheme,
  cache,
  queryClient,
  initialAuth,
  ready,
  children,
}: {
  serverTheme?: ThemeMode;
  cache?: EmotionCache;
  queryClient: QueryClient;
  initialAuth?: AuthState;
  ready: boolean;
  children: ReactNode;
}) {
  return (
    <SettingsProvider serverTheme={serverTheme}>
      <AppThemeProvider cache={cache}>
        <AppProviders queryClient={queryClient} initialAuth={initialAuth}>
          {children}
        </AppProviders>
        {ready ? null : <Splash />}
      </AppThemeProvider>
    </SettingsProvider>
  );
}
