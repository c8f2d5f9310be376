import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * What the server's render notes about the page it renders (entry-server.tsx): its title, a
 * redirect it asked for, and whether what it shows depends on what only the browser knows (a
 * session, a stored draft): the browser then renders it afresh rather than hydrating it. Absent
 * in the browser.
 */
export interface ServerRenderNotes {
  title?: string;
  location?: string;
  browserOnly?: boolean;
}

/** Takes a note; the renderer keeps the first redirect asked for and the last title. */
export type NoteForServer = (notes: ServerRenderNotes) => void;

export const ServerRender = createContext<NoteForServer | null>(null);

/** The server's note-taker while rendering there, null in the browser. */
export const useServerRender = (): NoteForServer | null => useContext(ServerRender);

/** `<Navigate replace>` in the browser; on the server, a redirect of the whole response (302). */
export function Redirect({ to }: { to: string }) {
  const noteForServer = useServerRender();
  if (noteForServer) {
    noteForServer({ location: to });
    return null;
  }
  return <Navigate to={to} replace />;
}
