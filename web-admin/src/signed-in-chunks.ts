import { useEffect } from 'react';

/**
 * The chunks of the signed-in back office's first screens, asked for side by side ahead of need
 * (with App.tsx, react-admin, which main.tsx asks for beside them): at once when the visit starts
 * signed in, else once the sign-in screen is shown (useOnFirstInput, usePrefetchOnceShown), so
 * that they download after the sign-in screen rather than with it, and are there when the
 * password is accepted.
 */
export function prefetchSignedInChunks(): void {
  void import('./resources');
  void import('./layout/Layout');
  void import('./layout/TotpEnrollment');
  void import('./dashboard/Dashboard');
  void import('./providers/data-provider');
}

/**
 * Calls `start` once the screen is drawn and its fonts are in, when the browser is next idle (the
 * fonts first: they are the screen's own, the chunks are not yet needed).
 */
export function usePrefetchOnceShown(start: () => void): void {
  useEffect(() => {
    let cancelled = false;
    const idle = (run: () => void) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 500);
    void document.fonts.ready.then(() => {
      if (!cancelled) idle(() => cancelled || start());
    });
    return () => {
      cancelled = true;
    };
  }, [start]);
}

/** Calls `start` once, at the first key, click or focus anywhere in the page. */
export function useOnFirstInput(start: () => void): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const once = () => {
      for (const event of events) document.removeEventListener(event, once);
      start();
    };
    for (const event of events) document.addEventListener(event, once);
    return () => {
      for (const event of events) document.removeEventListener(event, once);
    };
  }, [start]);
}
