// The signed-in session as the spec keeps it (§3, §6): token in sessionStorage `user_token` and
// a 30-day cookie `user_token`, the user record in sessionStorage `user`. Components read it
// through useSession(); the accounts feature writes it.
import { useSyncExternalStore } from 'react';
import { isServer, serverContext } from './ssr.ts';
import { COOKIES } from '@store/shared';

export interface SessionUser {
  id?: number;
  email: string;
  phone: string;
  dob: string | null;
  user_type: 'customer' | 'merchant';
  activation_str?: 'Active' | 'waiting_Active' | 'deactivated';
}

const TOKEN_KEY = COOKIES.token;
const USER_KEY = 'user';
const listeners = new Set<() => void>();

function readCookie(name: string): string | null {
  if (isServer) return null;
  const m = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return m ? decodeURIComponent(m[1]!) : null;
}

export function getToken(): string | null {
  if (isServer) return serverContext()?.token ?? null;
  return sessionStorage.getItem(TOKEN_KEY) ?? readCookie(TOKEN_KEY);
}

export function getUser(): SessionUser | null {
  if (isServer) return null;
  const raw = sessionStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

let snapshot: { token: string | null; user: SessionUser | null } = { token: null, user: null };
/** What the server renders (and hydration expects): a guest. The signed-in view follows at once. */
const GUEST: typeof snapshot = { token: null, user: null };
function refresh() {
  snapshot = { token: getToken(), user: getUser() };
  listeners.forEach((l) => l());
}

export function setSession(token: string, user: SessionUser | null): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; max-age=${30 * 24 * 3600}; path=/; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  if (user) sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  if (!isServer) refresh();
}

export function setSessionUser(user: SessionUser): void {
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  if (!isServer) refresh();
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(USER_KEY);
  document.cookie = `${TOKEN_KEY}=; max-age=0; path=/`;
  if (!isServer) refresh();
}

export function useSession() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
    () => GUEST,
  );
}

/** "signed in" in the spec's sense: a user record is held in the session (§2 Auth column A). */
export const isSignedIn = () => snapshot.user !== null && snapshot.token !== null;

if (!isServer) refresh();
