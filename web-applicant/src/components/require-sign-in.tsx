import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth';
import { Redirect, useServerRender } from './server-render';

export const RETRIEVE_PATH = '/retrieve';

/**
 * Account pages need a signed-in applicant (spec §1). Anyone else goes to the e-mail code page,
 * which brings them back here (`next`) once the code is verified.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useAuth();
  const location = useLocation();
  const noteForServer = useServerRender();
  // The server cannot see a session (it lives in the browser's storage): it draws the page's shell
  // with this progress, and the browser renders the page itself.
  noteForServer?.({ browserOnly: true });
  if (!isInitialized || noteForServer) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  if (!isAuthenticated) return <Redirect to={`${RETRIEVE_PATH}?next=${encodeURIComponent(location.pathname + location.search)}`} />;
  return <>{children}</>;
}

/** Only a path of this portal may be a `next` target (no other origin, no protocol-relative `//host`). */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
