import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, type AuthUser } from './auth';

const user: AuthUser = { id: 'a@b.iq', email: 'a@b.iq', locale: 'ckb', roles: ['applicant'], version: 3 };

describe('the authentication state (spec §4)', () => {
  it('starts not initialised', () => {
    expect(initialAuthState).toEqual({ isInitialized: false, isAuthenticated: false, user: null });
  });

  it('becomes initialised and authenticated when the self fetch gives a user, unauthenticated otherwise', () => {
    expect(authReducer(initialAuthState, { type: 'initialized', user })).toEqual({ isInitialized: true, isAuthenticated: true, user });
    expect(authReducer(initialAuthState, { type: 'initialized', user: null })).toEqual({
      isInitialized: true,
      isAuthenticated: false,
      user: null,
    });
  });

  // A hydrated page starts as a visitor known to have no session: confirming it must keep the very
  // same state, or every consumer of it (the header, the page) re-renders during the hydration.
  it('keeps the same state when a visitor known to have no session is confirmed to have none', () => {
    const visitor = { ...initialAuthState, isInitialized: true };
    expect(authReducer(visitor, { type: 'initialized', user: null })).toBe(visitor);
    expect(authReducer(visitor, { type: 'initialized', user })).toEqual({ isInitialized: true, isAuthenticated: true, user });
  });

  it('signs in and out', () => {
    const signedIn = authReducer(authReducer(initialAuthState, { type: 'initialized', user: null }), { type: 'signed-in', user });
    expect(signedIn).toEqual({ isInitialized: true, isAuthenticated: true, user });
    expect(authReducer(signedIn, { type: 'signed-out' })).toEqual({ isInitialized: true, isAuthenticated: false, user: null });
  });

  it('changes the language, replaces the user and counts the version up', () => {
    const signedIn = authReducer(initialAuthState, { type: 'signed-in', user });
    expect(authReducer(signedIn, { type: 'language-changed', locale: 'en' }).user?.locale).toBe('en');
    expect(authReducer(signedIn, { type: 'version-up' }).user?.version).toBe(4);
    expect(authReducer(signedIn, { type: 'user-set', user: { ...user, version: 9 } }).user?.version).toBe(9);
    expect(authReducer(initialAuthState, { type: 'version-up' })).toBe(initialAuthState);
  });
});
