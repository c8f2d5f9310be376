import { AdminContext, AdminUI, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider, allows, type StaffPermissions } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { adminResources } from './resources';
import { Direction } from './layout/Direction';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { NotFound } from './layout/NotFound';
import { Profile } from './layout/Profile';
import { Dashboard } from './dashboard/Dashboard';
import { darkTheme, lightTheme } from './theme';

const store = localStorageStore();

/**
 * The back office at /admin (issue 9): react-admin on ra-data-json-server against /api/admin.
 * Resources come from src/resources/index.ts and are shown to the users whose permissions
 * (GET /api/v1/users/self/permissions) allow them; create and edit need `writePermission`.
 * `<Admin>` split in two (react-admin's documented way) so that the direction, which needs the
 * locale from the context, wraps every screen, the sign-in page included.
 */
function BackOffice() {
  return (
    <AdminContext basename="/admin" dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={lightTheme} darkTheme={darkTheme}>
      <Direction>
        <AdminUI title="admin.title" layout={Layout} loginPage={LoginPage} dashboard={Dashboard} catchAll={NotFound} requireAuth disableTelemetry>
          {(permissions: StaffPermissions) => (
            <>
              {adminResources
                .filter((r) => allows(permissions, r.permission))
                .map((r) => {
                  const writes = allows(permissions, r.writePermission);
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
                    </Resource>
                  );
                })}
              <CustomRoutes>
                <Route path="/profile" element={<Profile />} />
              </CustomRoutes>
            </>
          )}
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
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<BackOffice />} />
      </Routes>
    </BrowserRouter>
  );
}
