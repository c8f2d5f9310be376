import { apiClient } from '../../api/client';
import type { SelfUser } from './self-user-schema';

export type { SelfUser } from './self-user-schema';

/** The answer's check (and zod with it) is fetched alongside the answer, not before it. */
export const parseSelfUser = async (value: unknown): Promise<SelfUser> => {
  const [{ parseWith }, { selfUserSchema }] = await Promise.all([import('../../api/parse'), import('./self-user-schema')]);
  return parseWith(selfUserSchema, value);
};

export async function getSelf(signal?: AbortSignal): Promise<SelfUser> {
  const [document] = await Promise.all([apiClient.get('/v1/users/self', { signal }), import('./self-user-schema')]);
  return parseSelfUser(document.data);
}
