// Start-up step (spec §4 Login state): when a token is kept (cookie or sessionStorage), the
// profile is loaded and stored before the first page mounts, so guards and the header see the
// signed-in user at once. A token the server rejects ends the session.
import { ApiError } from '../../lib/api.ts';
import { clearSession, getToken, setSession } from '../../lib/session.ts';
import { fetchProfile } from './api.ts';

export async function bootstrapSession(): Promise<void> {
  const token = getToken();
  if (!token) return;
  try {
    const { data: user } = await fetchProfile();
    // setSession also copies a token found only in the 30-day cookie (a new tab) back into
    // sessionStorage, where the spec keeps it.
    setSession(token, user);
  } catch (err) {
    // 401: expired or revoked token. 403 without activation info: banned. An account still
    // waiting for activation keeps its token so /verify can use it. Network trouble keeps the
    // stored session as it is; the next call will tell.
    if (!(err instanceof ApiError)) return;
    const waiting = (err.data as { activation_str?: string } | null)?.activation_str === 'waiting_Active';
    if (err.httpStatus === 401 || (err.httpStatus === 403 && !waiting)) clearSession();
  }
}
