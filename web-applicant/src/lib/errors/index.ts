import type * as SentryModule from '@sentry/react';

/** Settings the server may inject at run time (one build serves every environment). */
export interface RegistryRuntimeConfig {
  sentryDsn?: string;
  environment?: string;
  release?: string;
}

declare global {
  interface Window {
    __REGISTRY_CONFIG__?: RegistryRuntimeConfig;
  }
}

/** Reports travel through the API's origin (spec §7 "same-origin tunnel"): the CSP allows only 'self'. */
export const ERROR_REPORTING_TUNNEL = '/api/monitoring';

/** The DSN: the run-time config first, then the build's `VITE_SENTRY_DSN`. */
export function configuredDsn(): string | undefined {
  const runtime = typeof window === 'undefined' ? undefined : window.__REGISTRY_CONFIG__?.sentryDsn;
  const dsn = runtime || (import.meta.env.VITE_SENTRY_DSN as string | undefined);
  return dsn?.trim() || undefined;
}

/** The DSN the API is configured with (`GET /api/config`), when the build names none. */
async function serverDsn(): Promise<string | undefined> {
  try {
    const answer = await fetch('/api/config', { headers: { Accept: 'application/vnd.api+json' } });
    if (!answer.ok) return undefined;
    const body = (await answer.json()) as { data?: { attributes?: { sentryDsn?: string | null; environment?: string } } };
    return body.data?.attributes?.sentryDsn?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A URL without its query and fragment: e-mail addresses travel in some query strings (`new_email`). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** The SDK, once loaded: it is fetched only when reporting starts (it is most of the app's weight). */
let sentry: typeof SentryModule | undefined;

/**
 * Starts error reporting (spec §9): in a production build and with a DSN only, so that
 * development and tests never send anything, and never load the SDK. Resolves to whether it
 * started. Call once, as early as the app allows.
 */
export async function initErrorReporting(): Promise<boolean> {
  if (sentry) return true;
  if (!import.meta.env.PROD) return false;
  // A server-rendered page brings the API's configuration with it (entry-server.tsx): no request then.
  const dsn = configuredDsn() ?? (typeof window !== 'undefined' && window.__REGISTRY_CONFIG__ ? undefined : await serverDsn());
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  const runtime = typeof window === 'undefined' ? undefined : window.__REGISTRY_CONFIG__;
  Sentry.init({
    dsn,
    tunnel: ERROR_REPORTING_TUNNEL,
    environment: runtime?.environment ?? 'production',
    release: runtime?.release,
    // Applicants type UPNs, names and e-mail addresses, and a session token travels in a header:
    // none of it leaves. Replays keep their default masking of all text and media.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1,
    replaysOnErrorSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    beforeBreadcrumb(breadcrumb) {
      const url = breadcrumb.data?.url;
      if (typeof url === 'string') breadcrumb.data = { ...breadcrumb.data, url: withoutQuery(url) };
      return breadcrumb;
    },
  });
  sentry = Sentry;
  return true;
}

/** Sends an error the app caught itself (a failed query, a defect); nothing when reporting is off. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  sentry?.captureException(error, context ? { extra: context } : undefined);
}

/**
 * A React 19 root error handler (`createRoot(el, { onUncaughtError, onCaughtError,
 * onRecoverableError })`). Replacing React's default handlers would silence the console, so the
 * error is still logged there, and reported when reporting is on.
 */
export function reactErrorHandler(): (error: unknown, errorInfo: { componentStack?: string | null }) => void {
  return (error, errorInfo) => {
    console.error(error);
    sentry?.captureException(error, { contexts: { react: { componentStack: errorInfo.componentStack ?? '' } } });
  };
}
