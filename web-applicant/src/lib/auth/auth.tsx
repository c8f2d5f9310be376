import { createContext, useContext, type ReactNode } from 'react';

/** Spec §4 "Authentication state". Placeholder until the applicant features replace it. */
export interface AuthState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: { email?: string; locale?: string; version?: number } | null;
}

const AuthContext = createContext<AuthState>({ isInitialized: true, isAuthenticated: false, user: null });

export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={{ isInitialized: true, isAuthenticated: false, user: null }}>{children}</AuthContext.Provider>;
}

export const useAuth = () => useContext(AuthContext);
