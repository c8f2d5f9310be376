// Self-hosted fonts as in the applicant portal (no CDN, issue 24 §5): the Arabic-script face for
// Kurdish and Arabic, Noto Sans for Latin. Each file declares unicode ranges, so a browser
// downloads only the scripts a page uses; the CSS is a few KB, the fonts are not JavaScript, and
// `font-display: swap` draws the text at once in a system face until they arrive.
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstSignIn } from './layout/FirstSignIn';
import { TOKEN_KEY } from './providers/http';
import { prefetchSignedInChunks } from './signed-in-chunks';

/**
 * Two ways in (issue 31 §6, docs/web-admin.md "First load"). Signed in (a token kept), react-admin
 * at once: its chunks are asked for side by side. Signed out, wherever the visit started, the
 * sign-in form alone (FirstSignIn.tsx: MUI, no react-admin) at /admin/login as react-admin has
 * it, the page asked for kept as react-admin keeps it (`nextPathname`, `nextSearch` in the
 * history entry's state); once signed in, that page (else the dashboard) in react-admin.
 */
const root = createRoot(document.getElementById('root')!);

const loadBackOffice = () => import('./App');

/** react-admin and the signed-in back office's first screens, side by side. */
function prefetchBackOffice(): void {
  void loadBackOffice();
  prefetchSignedInChunks();
}

function render(App: typeof import('./App').App, signedInNow: boolean): void {
  root.render(
    <StrictMode>
      <App signedInNow={signedInNow} />
    </StrictMode>,
  );
}

/** What react-router keeps in `history.state`: the location's own state under `usr`. */
interface HistoryState {
  usr?: { nextPathname?: string; nextSearch?: string } | null;
}

/** Signed out on another page than the sign-in's: the sign-in's address, the page asked for kept to open after. */
function toSignInAddress(): void {
  const { pathname, search } = window.location;
  if (pathname.replace(/\/+$/, '') === '/admin/login') return;
  const next = pathname.replace(/\/+$/, '') === '/admin' ? null : { nextPathname: pathname, nextSearch: search };
  window.history.replaceState({ usr: next, key: 'default', idx: 0 }, '', '/admin/login');
}

/** Signed in on the sign-in form: the page asked for (or the dashboard) in react-admin. */
async function afterFirstSignIn(): Promise<void> {
  const next = (window.history.state as HistoryState | null)?.usr;
  const target = next?.nextPathname ? `${next.nextPathname}${next.nextSearch ?? ''}` : '/admin';
  let backOffice: typeof import('./App');
  try {
    backOffice = await loadBackOffice();
  } catch {
    // Its chunks could not be loaded (a new release, the network): the page, loaded again signed in.
    window.location.assign(target);
    return;
  }
  window.history.replaceState(null, '', target);
  render(backOffice.App, true);
}

if (localStorage.getItem(TOKEN_KEY)) {
  prefetchBackOffice();
  void loadBackOffice().then(({ App }) => render(App, false));
} else {
  toSignInAddress();
  root.render(
    <StrictMode>
      <FirstSignIn onSignedIn={afterFirstSignIn} prefetch={prefetchBackOffice} />
    </StrictMode>,
  );
}
