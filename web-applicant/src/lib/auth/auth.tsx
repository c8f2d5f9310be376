import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { i18n, isLocale } from '#src/i18n';
import { ApiError, apiClient, queryClient, readAccessToken, removeAccessToken, storedLanguage, writeAccessToken } from '../api';
import { getSelf, type SelfUser } from './api/get-self';
import { signOutSession } from './api/sign-out';
import { createLocaleSaver } from './api/save-self-locale';
import { updateSelfLocale } from './api/update-self-locale';

export type AuthUser = SelfUser;

/** Spec §4 "Authentication state". */
export interface AuthState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
}

export interface AuthContextValue extends AuthState {
  /**
   * Stores the session token (`localStorage.accessToken`), reads the user, and then, in the
   * background, saves the UI language as the user's locale (failures ignored, spec §4).
   * Rejects, leaving the user signed out, when the token does not give a user.
   */
  signIn(token: string): Promise<AuthUser>;
  /** Ends the session on the server (a failure there is ignored), forgets the token and every cached answer. */
  signOut(): Promise<void>;
  /** The user's locale follows the UI language: saved on the server when signed in, failures ignored. */
  changeLanguage(locale: string): void;
  setUser(user: AuthUser): void;
}

type AuthAction =
  | { type: 'initialized'; user: AuthUser | null }
  | { type: 'signed-in'; user: AuthUser }
  | { type: 'signed-out' }
  | { type: 'language-changed'; locale: string }
  | { type: 'user-set'; user: AuthUser }
  | { type: 'version-up' };

export const initialAuthState: AuthState = { isInitialized: false, isAuthenticated: false, user: null };

/** The transitions of spec §4, pure so that they can be tested without React. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'initialized':
      // A hydrated page starts as a visitor known to have no session: the same state is kept, so
      // that no consumer (the header, every page) re-renders while the page is being hydrated.
      if (action.user === null && state.isInitialized && !state.isAuthenticated) return state;
      return { isInitialized: true, isAuthenticated: action.user !== null, user: action.user };
    case 'signed-in':
      return { isInitialized: true, isAuthenticated: true, user: action.user };
    case 'signed-out':
      return { isInitialized: true, isAuthenticated: false, user: null };
    case 'language-changed':
      return state.user ? { ...state, user: { ...state.user, locale: action.locale } } : state;
    case 'user-set':
      return { ...state, user: action.user };
    case 'version-up':
      return state.user ? { ...state, user: { ...state.user, version: state.user.version + 1 } } : state;
  }
}

const missingProvider = () => Promise.reject(new Error('AuthProvider is missing'));
const AuthContext = createContext<AuthContextValue>({
  ...initialAuthState,
  signIn: missingProvider,
  signOut: missingProvider,
  changeLanguage: () => undefined,
  setUser: () => undefined,
});

/**
 * The stored session's user, asked for as this module loads rather than once React has mounted
 * the provider: on a signed-in page's first load the session check runs beside the page's own
 * chunks and data (issue 23 §12). Taken once, by the provider's first start.
 */
let startupSelf: Promise<SelfUser> | null = readAccessToken() ? getSelf() : null;
startupSelf?.catch(() => undefined);

function takeStartupSelf(signal: AbortSignal): Promise<SelfUser> {
  const early = startupSelf;
  startupSelf = null;
  return early ?? getSelf(signal);
}

/** This tab's saves of the user's locale, in order (a quick second switch is not lost to a 409). */
const saveSelfLocale = createLocaleSaver({ update: updateSelfLocale, readSelf: () => getSelf() });

/** `initialState`: a visitor already known to have no session (a server-rendered page being hydrated, and the server itself). */
export function AuthProvider({ initialState = initialAuthState, children }: { initialState?: AuthState; children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialState);

  // At start: the stored token's user, if any. Without a token there is nothing to ask, and a
  // failed fetch means "not signed in" without any message (spec §8).
  useEffect(() => {
    const controller = new AbortController();
    if (!readAccessToken()) {
      dispatch({ type: 'initialized', user: null });
      return () => controller.abort();
    }
    takeStartupSelf(controller.signal).then(
      (user) => {
        if (!controller.signal.aborted) dispatch({ type: 'initialized', user });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A token the server no longer takes is forgotten (the early check may answer before the provider listens for that).
        if (error instanceof ApiError && error.status === 401) removeAccessToken();
        dispatch({ type: 'initialized', user: null });
        // No network (a page the service worker opened offline): the session is read again once
        // the connection returns, so that a registration's draft then reaches the account (issue 31 §4).
        if (error instanceof ApiError && error.status === 0 && readAccessToken()) {
          const retry = () =>
            getSelf(controller.signal).then(
              (user) => {
                if (!controller.signal.aborted) dispatch({ type: 'signed-in', user });
              },
              () => undefined,
            );
          window.addEventListener('online', retry, { once: true, signal: controller.signal });
        }
      },
    );
    return () => controller.abort();
  }, []);

  // A session that ends on the server (expired, signed out elsewhere) ends here too.
  useEffect(
    () =>
      apiClient.onSessionRejected(() => {
        removeAccessToken();
        queryClient.clear();
        dispatch({ type: 'signed-out' });
      }),
    [],
  );

  const signIn = useCallback(async (token: string) => {
    writeAccessToken(token);
    // Another applicant's cached lists must never show for this one.
    queryClient.clear();
    let user: AuthUser;
    try {
      user = await getSelf();
    } catch (error) {
      removeAccessToken();
      dispatch({ type: 'signed-out' });
      throw error;
    }
    dispatch({ type: 'signed-in', user });
    saveSelfLocale(storedLanguage(), user.version).then(
      (updated) => dispatch({ type: 'user-set', user: updated }),
      () => undefined,
    );
    return user;
  }, []);

  const signOut = useCallback(async () => {
    try {
      if (readAccessToken()) await signOutSession();
    } catch {
      // The token is forgotten here whatever the server answered: the user asked to leave.
    }
    removeAccessToken();
    queryClient.clear();
    dispatch({ type: 'signed-out' });
  }, []);

  const { user } = state;
  const changeLanguage = useCallback(
    (locale: string) => {
      if (!user || !isLocale(locale) || user.locale === locale) return;
      dispatch({ type: 'language-changed', locale });
      saveSelfLocale(locale, user.version).then(
        (updated) => dispatch({ type: 'user-set', user: updated }),
        () => undefined,
      );
    },
    [user],
  );

  const setUser = useCallback((next: AuthUser) => dispatch({ type: 'user-set', user: next }), []);

  // Whoever switches the UI language (the shell's selector), the signed-in user's locale follows,
  // so that the registry's e-mails come in it too.
  useEffect(() => {
    const onLanguageChanged = (language: string) => changeLanguage(language);
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [changeLanguage]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signOut, changeLanguage, setUser }),
    [state, signIn, signOut, changeLanguage, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export const useAuth = (): AuthContextValue => useContext(AuthContext);
