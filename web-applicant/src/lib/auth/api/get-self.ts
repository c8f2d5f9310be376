import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/**
 * The signed-in user as `GET /api/v1/users/self` returns it. It serves applicant sessions too
 * (api/src/modules/identity/self: an applicant's row, keyed by the verified e-mail, made on
 * first use); `version` starts at 0 (spec §3).
 */
export const selfUserSchema = z.object({
  id: z.string(),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
  locale: z.optional(z.string()),
  roles: z._default(z.array(z.string()), []),
  status: z.optional(z.string()),
  version: z._default(z.number(), 0),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

export async function getSelf(signal?: AbortSignal): Promise<SelfUser> {
  const document = await apiClient.get('/v1/users/self', { signal });
  return parseWith(selfUserSchema, document.data);
}
