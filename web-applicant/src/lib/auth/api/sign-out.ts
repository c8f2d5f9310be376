import { apiClient } from '#src/lib/api';

/** `POST /api/sign-out` (204): the session's token is refused from then on. */
export async function signOutSession(): Promise<void> {
  await apiClient.post('/sign-out');
}
