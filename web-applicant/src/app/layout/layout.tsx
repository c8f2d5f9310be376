import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { PAGE_HEADING_ATTRIBUTE } from '#src/components/page';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { NavigationProgress } from './navigation-progress';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main-content';

/**
 * After a client-side navigation, focus goes to the new page's h1 (else to <main>), as a screen
 * reader expects after a page load; the first load keeps the browser's own focus.
 */
function useFocusOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = main.current?.querySelector<HTMLElement>(`[${PAGE_HEADING_ATTRIBUTE}]`);
    (heading ?? main.current)?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/**
 * A server-rendered part hydrated after the page's own content: React hydrates a Suspense
 * boundary of the server's HTML at a lower priority, or first if it is clicked (the click is then
 * replayed), so the page's form answers input before the header and footer are hydrated (issue
 * 31). Their links work as plain links meanwhile. Nothing inside suspends: on the client the
 * boundary never shows its fallback.
 */
function HydratedAfterMain({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The shell around every page: skip link, header and navigation, main, footer. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink targetId={MAIN_ID} />
      {navigation.state === 'loading' ? <NavigationProgress label={t('nav.loading')} /> : null}
      <HydratedAfterMain>
        <AppHeader />
      </HydratedAfterMain>
      <Box component="main" id={MAIN_ID} ref={main} tabIndex={-1} sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <HydratedAfterMain>
        <AppFooter />
      </HydratedAfterMain>
      <ScrollRestoration />
    </Box>
  );
}
