import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../components/toast';
import { queryClient } from '../lib/api';
import { AuthProvider, useAuth } from '../lib/auth/auth';
import { initErrorReporting, reactErrorHandler } from '../lib/errors';
import { bindRootErrorHandlers } from './root-error-handlers';
import { router } from './router';
import { withRouterLinks } from './theme/router-links';

// As early as this chunk allows: production builds with a DSN only (src/lib/errors); the SDK loads then.
void initErrorReporting().then((started) => {
  if (started) bindRootErrorHandlers({ onUncaughtError: reactErrorHandler(), onCaughtError: reactErrorHandler(), onRecoverableError: reactErrorHandler() });
});

const subscribeToRouter = (onChange: () => void) => router.subscribe(onChange);
const routerIsReady = () => router.state.initialized;

/**
 * Renders the router once authentication is initialised (spec §1: the splash until then) and the
 * first page's code has arrived, then tells the shell to lift the splash.
 */
function AppGate({ onReady }: { onReady: () => void }) {
  const { isInitialized } = useAuth();
  const routerReady = useSyncExternalStore(subscribeToRouter, routerIsReady);
  const ready = isInitialized && routerReady;
  useEffect(() => {
    if (!ready) return;
    onReady();
    // The moment the page answers input (React's handlers attached): what bench:slow4g and the tests wait for.
    document.documentElement.dataset.hydrated = '';
  }, [ready, onReady]);
  return ready ? <RouterProvider router={router} /> : null;
}

function RouterLinksTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withRouterLinks}>{children}</ThemeProvider>;
}

/**
 * Server state, client-side links, toasts, then authentication (its self fetch uses the query
 * client; its sign-in may toast).
 */
export default function App({ onReady }: { onReady: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterLinksTheme>
        <ToastProvider>
          <AuthProvider>
            <AppGate onReady={onReady} />
          </AuthProvider>
        </ToastProvider>
      </RouterLinksTheme>
    </QueryClientProvider>
  );
}
