import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { ACCESS_KEY, type Access } from '../src/shared/http/access.js';
import { ROLES, type Role } from '@registry/domain/identity/permissions';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Route {
  route: string;
  access: Access | undefined;
}

/** Every route the application registered, with the access it declares (class or method). */
function registeredRoutes(): Route[] {
  const reflector = new Reflector();
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        routes.push({
          route: `${method} /${[base, String(path)].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/'),
          access: reflector.getAllAndOverride<Access>(ACCESS_KEY, [handler, controller]),
        });
      }
    }
  }
  return routes;
}

it('every registered route declares who may call it', () => {
  const routes = registeredRoutes();
  expect(routes.length).toBeGreaterThan(15);
  expect(routes.filter((r) => !r.access).map((r) => r.route)).toEqual([]);
});

type Caller = 'anonymous' | 'applicant' | Role;
const everyone: Caller[] = ['anonymous', 'applicant', ...ROLES];
const signedIn: Caller[] = ['applicant', ...ROLES];
const staff: Caller[] = [...ROLES];

/**
 * Who reaches what. Requests carry bodies the handler refuses (422) or ids that do not exist
 * (404), so an allowed caller changes nothing; a refused one gets 401 (no session) or 403.
 */
const table: Array<{ method: 'get' | 'post' | 'patch' | 'put'; path: string; body?: object; allowed: Caller[] }> = [
  { method: 'get', path: '/api/health', allowed: everyone },
  { method: 'get', path: '/api/v1/users/self', allowed: signedIn },
  { method: 'get', path: '/api/v1/users/self/permissions', allowed: signedIn },
  { method: 'patch', path: '/api/v1/users/self', body: { version: 'x' }, allowed: signedIn },
  { method: 'put', path: '/api/v1/users/self/password', body: {}, allowed: staff },
  { method: 'get', path: '/api/v1/notifications', allowed: signedIn },
  { method: 'put', path: '/api/v1/notifications/read-all', allowed: signedIn },
  { method: 'get', path: '/api/v1/users', allowed: ['system_admin', 'auditor'] },
  { method: 'get', path: `/api/v1/users/${randomUUID()}`, allowed: ['system_admin', 'auditor'] },
  { method: 'post', path: '/api/v1/users', body: {}, allowed: ['system_admin'] },
  { method: 'patch', path: `/api/v1/users/${randomUUID()}`, body: {}, allowed: ['system_admin'] },
  { method: 'put', path: `/api/v1/users/${randomUUID()}/deactivate`, body: {}, allowed: ['system_admin'] },
  { method: 'put', path: `/api/v1/users/${randomUUID()}/activate`, body: {}, allowed: ['system_admin'] },
  { method: 'get', path: '/api/v1/activities', allowed: everyone },
  { method: 'get', path: '/api/v1/activities/search?search=tea', allowed: everyone },
  { method: 'get', path: '/api/v1/provinces', allowed: everyone },
  { method: 'get', path: '/api/v1/nice-classes?search=hotel', allowed: everyone },
  { method: 'get', path: '/api/v1/countries?search=Turkey', allowed: everyone },
  { method: 'get', path: '/api/v1/districts?listAll=true', allowed: everyone },
  { method: 'get', path: '/api/v1/directorates', allowed: everyone },
  { method: 'get', path: '/api/admin/directorates', allowed: staff },
  { method: 'post', path: '/api/admin/directorates', body: {}, allowed: ['system_admin'] },
  { method: 'put', path: `/api/admin/directorates/${randomUUID()}`, body: {}, allowed: ['system_admin'] },
  { method: 'get', path: '/api/v1/entity-types/tree', allowed: everyone },
  { method: 'get', path: `/api/v1/entity-types/${randomUUID()}/history`, allowed: ['system_admin', 'auditor'] },
  { method: 'post', path: '/api/v1/entity-types', body: {}, allowed: ['system_admin'] },
  { method: 'patch', path: `/api/v1/entity-types/${randomUUID()}`, body: {}, allowed: ['system_admin'] },
  { method: 'put', path: `/api/v1/entity-types/${randomUUID()}/deactivate`, body: {}, allowed: ['system_admin'] },
  // Issue 22: claim next is a reviewer's; internal notes are staff's, never an applicant's.
  { method: 'post', path: '/api/admin/claim-next', body: { kind: 'nonsense' }, allowed: ['reviewer'] },
  { method: 'get', path: `/api/admin/applications/${randomUUID()}/notes`, allowed: staff },
  { method: 'post', path: `/api/admin/applications/${randomUUID()}/notes`, body: {}, allowed: staff },
];

it('each role reaches exactly what it should (401 without a session, 403 otherwise)', async () => {
  const tokens = new Map<Caller, string | undefined>([['anonymous', undefined]]);
  tokens.set('applicant', (await applicantToken(t)).token);
  for (const role of ROLES) tokens.set(role, (await staffToken(t, [role])).token);

  const wrong: string[] = [];
  for (const row of table) {
    for (const caller of everyone) {
      const token = tokens.get(caller);
      let req = t.http[row.method](row.path);
      if (row.method !== 'get') req = write(req, { token });
      else if (token) req = req.set('Authorization', `Bearer ${token}`);
      const res = await (row.body ? req.send(row.body) : req);
      const expected = row.allowed.includes(caller) ? 'allowed' : caller === 'anonymous' ? 401 : 403;
      const got = res.status === 401 || res.status === 403 ? res.status : 'allowed';
      if (got !== expected || res.status >= 500)
        wrong.push(`${caller} ${row.method.toUpperCase()} ${row.path}: expected ${expected}, got ${res.status}`);
    }
  }
  expect(wrong).toEqual([]);
});
