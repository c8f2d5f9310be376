import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * What the server's render notes about the page it renders (entry-server.tsx): its title, a
 * redirect it asked for, and whether it needs a signed-in applicant (the browser then renders it
 * afresh rather than hydrating it). Absent in the browser.
 */
export interface ServerRenderNotes {
  title?: string;
  location?: string;
  signedInOnly?: boolean;
}

export const ServerRender = createContext<ServerRenderNotes | null>(null);

export const useServerRender = (): ServerRenderNotes | null => useContext(ServerRender);

/** `<Navigate replace>` in the browser; on the server, a redirect of the whole response (302). */
export function Redirect({ to }: { to: string }) {
  const server = useServerRender();
  if (server) {
    server.location ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
