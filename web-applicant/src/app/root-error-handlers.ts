import type { RootOptions } from 'react-dom/client';

type Handler = (error: unknown, errorInfo: { componentStack?: string }) => void;
interface Handlers {
  onUncaughtError?: Handler;
  onCaughtError?: Handler;
  onRecoverableError?: Handler;
}

let bound: Handlers = {};

/**
 * React's root error handlers, bound late: the error-reporting client (src/lib/errors, with
 * Sentry) arrives with the app chunk, not with the first-load script. Until then React's own
 * console output is kept.
 */
export function bindRootErrorHandlers(handlers: Handlers): void {
  bound = handlers;
}

const forward =
  (name: keyof Handlers, fallback: Handler): Handler =>
  (error, errorInfo) =>
    (bound[name] ?? fallback)(error, errorInfo);

export const rootErrorHandlers: Pick<RootOptions, 'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'> = {
  // React's defaults: an uncaught error goes to window.reportError, the others to the console.
  onUncaughtError: forward('onUncaughtError', (error) => globalThis.reportError(error)),
  onCaughtError: forward('onCaughtError', (error) => console.error(error)),
  // A hydration that had to fall back to rendering afresh says why (its cause) and where.
  onRecoverableError: forward('onRecoverableError', (error, errorInfo) =>
    console.error(error, (error as { cause?: unknown }).cause ?? '', errorInfo.componentStack ?? ''),
  ),
};
