import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import type { TestApp } from './test-app.js';
import { Sessions } from '#src/modules/identity/infrastructure/sessions';
import type { Role } from '@registry/domain/identity/permissions';

/** A double-submit pair, as the web apps send it: the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN. */
export const XSRF_TOKEN = 'test-xsrf-token-0123456789';

/** An unsafe request as a browser client sends it: with the anti-forgery pair and an idempotency key. */
export function write(test: Test, options: { idempotencyKey?: string | null; token?: string } = {}): Test {
  test.set('Cookie', `XSRF-TOKEN=${XSRF_TOKEN}`).set('X-XSRF-TOKEN', XSRF_TOKEN);
  if (options.idempotencyKey !== null) test.set('Idempotency-Key', options.idempotencyKey ?? randomUUID());
  if (options.token) test.set('Authorization', `Bearer ${options.token}`);
  return test;
}

/** A member of staff with these roles, created directly in the database, and a session token. */
export async function staffToken(
  t: TestApp,
  roles: Role[],
  email = `staff-${randomUUID()}@registry.test`,
): Promise<{ token: string; userId: string; email: string }> {
  const userId = randomUUID();
  await t.db.owner.query(
    `INSERT INTO staff_users (id, email, first_name, last_name, roles, password_hash) VALUES ($1, $2, 'Test', 'Staff', $3, 'not-a-password-hash')`,
    [userId, email, roles],
  );
  const session = await t.app.get(Sessions).issue({ kind: 'staff', userId });
  return { token: session.accessToken, userId, email };
}

/** An applicant signed in by e-mail code (the session the OTP verification issues). */
export async function applicantToken(
  t: TestApp,
  email = `applicant-${randomUUID()}@example.org`,
): Promise<{ token: string; email: string }> {
  const session = await t.app.get(Sessions).issue({ kind: 'applicant', email });
  return { token: session.accessToken, email };
}
