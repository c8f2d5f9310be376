import { useCallback, useEffect, useMemo, useState } from 'react';
import { authProvider, type SignInParams } from '../providers/auth-provider';
import { applyDocumentLanguage, initialLocale, isLocale, LOCALE_STORE_KEY } from '../providers/locale';
import type { Locale } from '../resources/types';
import { useOnFirstInput, usePrefetchOnceShown } from '../signed-in-chunks';
import { SignInForm } from './SignInForm';
import { LOCALE_NAMES, SignInFrame, translator } from './SignInFrame';

/** react-admin's theme: the one chosen in the app bar (its store's `theme`), else the system's preference. */
function themeMode(): 'light' | 'dark' {
  try {
    const stored = JSON.parse(localStorage.getItem('RaStore.theme') ?? 'null');
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    /* the system's */
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The first screen of a signed-out visit (issue 31 §6): the sign-in form (SignInForm.tsx) with
 * MUI, emotion and the sign-in texts only, in the language and theme react-admin keeps, without
 * react-admin, its router, its query client or the catalogues, whose download and start-up would
 * otherwise come before the form on a slow connection. react-admin (the rest of the back office)
 * is asked for (`prefetch`) once the form is shown and its fonts are in, when the browser is idle,
 * or at the first key, click or focus if that comes first; `onSignedIn` shows it once the
 * password (and code) are accepted. The language chosen here is react-admin's (`RaStore.locale`).
 */
export function FirstSignIn({ onSignedIn, prefetch }: { onSignedIn: () => Promise<void>; prefetch: () => void }) {
  const [locale, setCurrentLocale] = useState<Locale>(initialLocale);
  const [mode] = useState(themeMode);
  const translate = useMemo(() => translator(locale), [locale]);
  useEffect(() => applyDocumentLanguage(locale), [locale]);
  usePrefetchOnceShown(prefetch);
  useOnFirstInput(prefetch);

  const setLocale = useCallback((value: string) => {
    if (!isLocale(value)) return;
    localStorage.setItem(LOCALE_STORE_KEY, JSON.stringify(value));
    setCurrentLocale(value);
  }, []);
  const signIn = useCallback(
    async (params: SignInParams) => {
      await authProvider.login(params);
      await onSignedIn();
    },
    [onSignedIn],
  );

  return (
    <SignInFrame locale={locale} mode={mode}>
      <SignInForm translate={translate} locale={locale} locales={LOCALE_NAMES} setLocale={setLocale} signIn={signIn} />
    </SignInFrame>
  );
}
