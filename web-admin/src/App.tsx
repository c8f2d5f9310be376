import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, CircularProgress, CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  localStorageStore,
  Resource,
  useNotificationContext,
  useNotify,
  useTranslate,
  type CoreAdminUIProps,
} from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider, allows, type StaffPermissions } from './providers/auth-provider';
import { lazyDataProvider } from './providers/lazy-data-provider';
import { addResourceMessages, i18nProvider } from './providers/i18n-provider';
import { TOKEN_KEY } from './providers/http';
import type { AdminResource } from './resources/types';
import { lazyScreen } from './resources/lazy';
import { Direction } from './layout/Direction';
import { LoginPage } from './layout/LoginPage';
import { prefetchSignedInChunks, useOnFirstInput } from './signed-in-chunks';
import { darkTheme, lightTheme } from './theme';
import { withLocalPagination } from './layout/LocalPagination';

// Everything past the sign-in screen is a chunk of its own (issue 24 §6, docs/web-admin.md).
const LazyLayout = lazyScreen(() => import('./layout/Layout'), 'Layout');
const NotFound = lazyScreen(() => import('./layout/NotFound'), 'NotFound');
const Forbidden = lazyScreen(() => import('./layout/NotFound'), 'Forbidden');
const Profile = lazyScreen(() => import('./layout/Profile'), 'Profile');
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
const Notification = lazyScreen(() => import('./layout/ra-screens'), 'Notification');
const LazyErrorPage = lazyScreen(() => import('./layout/ra-screens'), 'ErrorPage');

const store = localStorageStore();
const LIGHT_THEME = withLocalPagination(lightTheme);
const DARK_THEME = withLocalPagination(darkTheme);

/**
 * react-query retries a failed query three times with a growing delay by default; an auth query
 * (checkAuth, getPermissions, getIdentity) that fails means "signed out" and must send the
 * visitor to the sign-in screen at once, not after seconds of a blank page (issue 24 §6).
 */
export const queryClient = new QueryClient();
queryClient.setQueryDefaults(['auth'], { retry: false });

function Pending() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/** The page frame's chunk loads under a spinner (react-admin's own Suspense is inside the layout). */
function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Pending />}>
      <LazyLayout>{children}</LazyLayout>
    </Suspense>
  );
}

/** react-admin's error page, loaded when an error happens. */
function ErrorPage(props: Record<string, unknown>) {
  return (
    <Suspense fallback={<Pending />}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}

/**
 * The snackbar's chunk loads with the first notification (the sign-in screen says its errors in
 * place). It then stays mounted: it takes each notification off the list to show it.
 */
function Notifications() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  );
}

/**
 * react-admin's `<AdminUI>` without the defaults it imports eagerly (its own layout, sign-in form,
 * error and loading pages): ra-core's `<CoreAdminUI>` with the back office's own, lazily loaded
 * screens, which keeps the sign-in screen's download small (issue 24 §6).
 */
function AdminUI({ children, ...props }: CoreAdminUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI loading={Pending} error={ErrorPage as CoreAdminUIProps['error']} {...props}>
        {children}
      </CoreAdminUI>
      <Notifications />
    </CssBaseline>
  );
}

/** The routes of the resources the permissions allow; the others say "Access Not Granted". */
function resourceRoutes(adminResources: AdminResource[], permissions: StaffPermissions) {
  return (
    <>
      {adminResources
        .filter((r) => allows(permissions, r.permission))
        .map((r) => {
          const writes = allows(permissions, r.writePermission);
          // Without the write permission, /create and /<id> (edit) say "Access Not Granted" instead of falling through to the list.
          return (
            <Resource
              key={r.name}
              name={r.name}
              list={r.list}
              show={r.show}
              edit={writes ? r.edit : undefined}
              create={writes ? r.create : undefined}
              icon={r.icon}
              options={r.options}
              recordRepresentation={r.recordRepresentation}
            >
              {r.routes}
              {!writes && r.create && <Route path="create/*" element={<Forbidden />} />}
              {!writes && r.edit && <Route path=":id/*" element={<Forbidden />} />}
            </Resource>
          );
        })}
      <CustomRoutes>
        <Route path="/profile" element={<Profile />} />
        {/* A screen the role may not read says so (spec §6 "Access Not Granted"), not "not found". */}
        {adminResources
          .filter((r) => !allows(permissions, r.permission))
          .map((r) => (
            <Route key={r.name} path={`/${r.name}/*`} element={<Forbidden />} />
          ))}
      </CustomRoutes>
    </>
  );
}

let resourcesLoading: Promise<AdminResource[]> | undefined;
/** The resources' definitions and texts: a chunk loaded once signed in, its texts added to the catalogues. */
function loadResources(): Promise<AdminResource[]> {
  return (resourcesLoading ??= import('./resources').then(async ({ adminResources }) => {
    await addResourceMessages(adminResources.map((r) => r.messages));
    return adminResources;
  }));
}

/** The chunks of the signed-in back office and the resources' texts, loaded ahead of need (below). */
function prefetchSignedIn(): void {
  void loadResources();
  prefetchSignedInChunks();
}

/** react-admin's sign-in screen (after a sign-out); the first key, click or focus in it starts loading the signed-in back office. */
function SignIn() {
  useOnFirstInput(prefetchSignedIn);
  return <LoginPage />;
}

/** Signed in on the light entry's sign-in screen (main.tsx): "Logged in", as react-admin's own sign-in screen says it. */
let welcomed = false;
function Welcome() {
  const notify = useNotify();
  useEffect(() => {
    if (welcomed) return;
    welcomed = true;
    notify('admin.auth.logged_in', { type: 'success' });
  }, [notify]);
  return null;
}

// Signed in when this chunk starts (a reload, a deep link, the light entry's sign-in): the
// signed-in chunks and texts load at once, side by side, instead of one after the other as each
// screen asks for the next.
if (localStorage.getItem(TOKEN_KEY)) prefetchSignedIn();

/**
 * `<CoreAdminUI>`'s children (react-admin's asynchronous function child). Signed out there is
 * nothing to load: react-admin goes straight to the sign-in screen, which needs neither the
 * resources nor their texts (issue 24 §6). Module-level, so that its identity never changes.
 */
function routesFor(permissions: StaffPermissions) {
  if (!localStorage.getItem(TOKEN_KEY)) return null;
  return loadResources().then((adminResources) => resourceRoutes(adminResources, permissions));
}

/**
 * The back office at /admin (issue 9): react-admin on ra-data-json-server against /api/admin.
 * Resources come from src/resources/index.ts and are shown to the users whose permissions
 * (GET /api/v1/users/self/permissions) allow them; create and edit need `writePermission`.
 * `<Admin>` split in two (react-admin's documented way) so that the direction, which needs the
 * locale from the context, wraps every screen, the sign-in page included.
 */
function BackOffice({ signedInNow }: { signedInNow: boolean }) {
  return (
    <AdminContext
      basename="/admin"
      queryClient={queryClient}
      dataProvider={lazyDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={LIGHT_THEME}
      darkTheme={DARK_THEME}
    >
      {signedInNow && <Welcome />}
      <Direction>
        <AdminUI
          title="admin.title"
          layout={Layout}
          loginPage={SignIn}
          dashboard={Dashboard}
          catchAll={NotFound}
          requireAuth
          disableTelemetry
        >
          {routesFor}
        </AdminUI>
      </Direction>
    </AdminContext>
  );
}

/**
 * A browser router (react-admin's default is a hash router) with the back office mounted at
 * /admin/*, react-admin's way of serving under a sub path: deep links such as
 * /admin/businesses/<id>/show load as they are (the API serves index.html for /admin/*).
 */
export function App({ signedInNow = false }: { signedInNow?: boolean }) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<BackOffice signedInNow={signedInNow} />} />
      </Routes>
    </BrowserRouter>
  );
}
