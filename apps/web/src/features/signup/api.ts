import { RegisteredOwnerSchema, RegisterStatusSchema, type RegisteredOwner, type RegisterOwnerBody } from '@kasir/contracts';
import { API_BASE, http } from '../../api/http-client.ts';

export const signUpQueryKeys = {
  status: ['signup', 'status'] as const,
};

/**
 * Public: whether this server takes sign-ups (SIGNUP=closed says no). A quiet probe, not an API
 * call through the client: when it fails the login page simply offers no sign-up, and a failed
 * probe is no error to log or show.
 */
export async function fetchRegisterStatus(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}/user/registerStatus`, { headers: { Accept: 'application/json' } });
    if (response.status !== 200) return false;
    const parsed = RegisterStatusSchema.safeParse(((await response.json()) as { data?: unknown }).data);
    return parsed.success && parsed.data.IsOpen;
  } catch {
    return false;
  }
}

/** POST /user/register (public): 201 with the new owner. */
export function registerOwner(body: RegisterOwnerBody): Promise<RegisteredOwner> {
  return http.post('/user/register', body, { token: null, successStatuses: [201], schema: RegisteredOwnerSchema });
}
