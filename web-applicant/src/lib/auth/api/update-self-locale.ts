import { apiClient, parseWith } from '#src/lib/api';
import { selfUserSchema, type SelfUser } from './get-self';

/**
 * `PATCH /api/v1/users/self` with the locale and the version the client saw (spec §4: after
 * sign-in and on a language change). A stale version is a 409; callers ignore failures.
 */
export async function updateSelfLocale(locale: string, version: number): Promise<SelfUser> {
  const document = await apiClient.patch('/v1/users/self', { locale, version });
  return parseWith(selfUserSchema, document.data);
}
