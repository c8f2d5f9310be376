import { useCallback } from 'react';
import { useLocaleState, useLocales, useLogin, useNotify, useTranslate } from 'react-admin';
import type { SignInParams } from '../providers/auth-provider';
import { SignInForm } from './SignInForm';

/**
 * react-admin's login page (after a sign-out, or a session that ended): the sign-in form on
 * react-admin's translation, language and login (which opens the page asked for, or the dashboard).
 * A signed-out visit's first screen is the same form without react-admin (FirstSignIn.tsx).
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const signIn = useCallback(
    async (params: SignInParams) => {
      await login(params);
      notify('admin.auth.logged_in', { type: 'success' });
    },
    [login, notify],
  );
  return <SignInForm translate={translate} locale={locale} locales={locales} setLocale={setLocale} signIn={signIn} />;
}
