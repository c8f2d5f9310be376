import { hydrate } from '@tanstack/react-query';
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppGate, PortalTree } from './app/app';
import { preloadRoute } from './app/preload-route';
import { bindRootErrorHandlers, rootErrorHandlers } from './app/root-error-handlers';
import { createAppRouter, type AppRouter } from './app/router';
import { readServerState, type ServerState } from './app/server-state';
import { applySavedLanguage } from './app/settings';
import { i18n } from './i18n';
import { queryClient, readAccessToken } from './lib/api';
import { initialAuthState } from './lib/auth/auth';
import { initErrorReporting, reactErrorHandler } from './lib/errors';
import { mirrorTermsAcceptance } from './lib/terms';
import { registerServiceWorker } from './app/service-worker';

/**
 * The web fonts (app/fonts.ts) once the page is usable and loaded: on a first visit over a slow
 * network they would share the bandwidth with the scripts that make the page usable (about 100 KB
 * for the Arabic-script face alone), and the page reads well in the system's face meanwhile
 * (issue 31 §3: "the first paint uses the system font and swaps"). A page the service worker
 * serves has them in its cache: there they are asked for at once.
 */
const importFonts = () => void import('./app/fonts');
function loadFontsOnceLoaded(): void {
  if (document.readyState === 'complete') importFonts();
  else window.addEventListener('load', importFonts, { once: true });
}
if (navigator.serviceWorker?.controller) importFonts();

const server = readServerState();
// A stored session is checked before anything shows (spec §1: the splash, which index.html's
// first script raised). A visitor's page is the server's, hydrated as it is.
const hydrating = server !== null && !server.browserOnly && !readAccessToken();
if (server) {
  window.__REGISTRY_CONFIG__ = { ...server.config, ...window.__REGISTRY_CONFIG__ };
  void i18n.changeLanguage(server.lang);
}
if (!hydrating) applySavedLanguage();
mirrorTermsAcceptance();

void initErrorReporting().then((started) => {
  if (started)
    bindRootErrorHandlers({
      onUncaughtError: reactErrorHandler(),
      onCaughtError: reactErrorHandler(),
      onRecoverableError: reactErrorHandler(),
    });
});

/** The browser's portal: a hydrated page is ready from the start; otherwise the splash shows until it is. */
function Portal({ router, server }: { router: AppRouter; server: ServerState | null }) {
  const [ready, setReady] = useState(hydrating);
  const onReady = useCallback(() => {
    setReady(true);
    document.documentElement.removeAttribute('data-session');
    loadFontsOnceLoaded();
    // The server drew the page in the language it was asked for; a language saved here wins now.
    if (hydrating) applySavedLanguage();
  }, []);
  useEffect(() => document.getElementById('boot-splash')?.remove(), []);
  return (
    <PortalTree
      serverTheme={hydrating ? server?.theme : undefined}
      queryClient={queryClient}
      initialAuth={hydrating ? { ...initialAuthState, isInitialized: true } : undefined}
      ready={ready}
    >
      <AppGate router={router} onReady={onReady} />
    </PortalTree>
  );
}

const root = document.getElementById('root')!;
if (hydrating) {
  hydrate(queryClient, server.queries);
  const [router] = await Promise.all([createAppRouter({ resolveFirstPage: true }), preloadRoute(window.location.pathname)]);
  hydrateRoot(
    root,
    <StrictMode>
      <Portal router={router} server={server} />
    </StrictMode>,
    rootErrorHandlers,
  );
} else {
  // The page's own code is asked for beside the router's (issue 23 §12), then rendered afresh.
  void preloadRoute(window.location.pathname);
  const router = await createAppRouter({ resolveFirstPage: false });
  root.replaceChildren();
  createRoot(root, rootErrorHandlers).render(
    <StrictMode>
      <Portal router={router} server={server} />
    </StrictMode>,
  );
}

// Once the page has loaded and is idle (production builds only): docs/web-applicant.md, "Service worker and offline".
registerServiceWorker();
