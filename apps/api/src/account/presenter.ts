// The one place that shapes account answers with the spec's field names (spec §3 User, Login response).
import { dobForDisplay, type LoginResult, type UserRecord } from '@store/shared';
import type { UserRow } from './queries.ts';

/** Google accounts created without a phone hold a unique placeholder (phone is NOT NULL UNIQUE). */
export const PLACEHOLDER_PHONE_PREFIX = 'google:';
export const hasRealPhone = (phone: string) => phone.startsWith('+');

export function presentUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    phone: hasRealPhone(row.phone) ? row.phone : '',
    // stored as a date (yyyy-mm-dd); answered as spec §9 writes dates
    dob: row.dob ? dobForDisplay(row.dob) : null,
    user_type: row.userType === 'merchant' ? 'merchant' : 'customer',
    activation_str: row.activation === 'Active' || row.activation === 'deactivated' ? row.activation : 'waiting_Active',
  };
}

export type { LoginResult } from '@store/shared';

export function presentLogin(session: { token: string; expiresAt: Date }, row: UserRow): LoginResult {
  const user = presentUser(row);
  return { token: session.token, activation_str: user.activation_str, user, expires_at: session.expiresAt.toISOString() };
}
