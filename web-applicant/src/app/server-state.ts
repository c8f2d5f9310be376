import type { DehydratedState } from '@tanstack/react-query';
import { isLocale, type Locale } from '../i18n';
import type { RegistryRuntimeConfig } from '../lib/errors';
import type { ThemeMode } from './settings-storage';

/**
 * What a server-rendered page brings besides its HTML (entry-server.tsx writes it into
 * `<script type="application/json" id="ssr-state">`, data the CSP lets through since it never
 * runs): the language and colour mode it was drawn in, the API's answers it was drawn with, and
 * the portal's configuration.
 */
export interface ServerState {
  lang: Locale;
  theme: ThemeMode;
  queries: DehydratedState;
  config: RegistryRuntimeConfig & Record<string, unknown>;
  /** What the page shows depends on what only the browser knows (a session, a stored draft): the server drew its shell, the browser renders it. */
  browserOnly: boolean;
}

/** The page's server state, or null on a page the server did not render (the development server, an old build). */
export function readServerState(): ServerState | null {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServerState>;
    if (!isLocale(state.lang) || (state.theme !== 'light' && state.theme !== 'dark') || !state.queries) return null;
    return state as ServerState;
  } catch {
    return null;
  }
}
