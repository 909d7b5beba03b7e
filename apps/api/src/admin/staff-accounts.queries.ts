// SQL of staff enrolment (staff-accounts.ts, the operator's `npm run staff`): the account by
// e-mail under its row lock, a new staff account, its role and second factor, its recovery codes,
// the end of its back-office sessions, and the staff list.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

export interface LockedAccount {
  id: number;
  email: string;
  staff_role: string;
  has_password: boolean;
  /** the customer is banned (activation 'deactivated') */
  banned: boolean;
}

/** The account with this id, locked for the change's transaction. */
export async function lockAccountById(tx: Tx, id: number): Promise<LockedAccount | undefined> {
  return rowsOf<LockedAccount>(
    await tx.execute(sql`select id, email, staff_role, password_hash is not null as has_password,
      activation = 'deactivated' as banned from users
      where id = ${id} for update`),
  )[0];
}

/** How many admins the store has (the last one is never removed). */
export async function adminCount(tx: Tx): Promise<number> {
  return rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from users where staff_role = 'admin'`))[0]!.n;
}

/** The account with this (lower-case) e-mail, locked for the enrolment's transaction. */
export async function lockAccountByEmail(tx: Tx, email: string): Promise<LockedAccount | undefined> {
  return rowsOf<LockedAccount>(
    await tx.execute(sql`select id, email, staff_role, password_hash is not null as has_password,
      activation = 'deactivated' as banned from users
      where email = ${email} for update`),
  )[0];
}

export async function phoneTaken(tx: Tx, phone: string): Promise<boolean> {
  return rowsOf(await tx.execute(sql`select 1 from users where phone = ${phone}`)).length > 0;
}

/** A new, active staff account; answers its id. */
export async function insertStaffAccount(
  tx: Tx,
  a: { email: string; phone: string; passwordHash: string; role: string; totpSecretEnc: string },
): Promise<number> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`insert into users (email, phone, password_hash, user_type, staff_role, activation, lang, totp_secret_enc)
      values (${a.email}, ${a.phone}, ${a.passwordHash}, 'customer', ${a.role}, 'Active', 'en', ${a.totpSecretEnc})
      returning id`),
  )[0]!.id;
}

/** An existing account becomes staff with this role and second factor; one without a password gets `passwordHash`. */
export async function setStaffEnrolment(
  tx: Tx,
  userId: number,
  e: { role: string; totpSecretEnc: string; passwordHash: string },
): Promise<void> {
  await tx.execute(sql`update users set staff_role = ${e.role}, totp_secret_enc = ${e.totpSecretEnc},
      totp_last_step = null, password_hash = coalesce(password_hash, ${e.passwordHash}), updated_at = now()
    where id = ${userId}`);
}

/** The role, the second factor and the recovery codes taken away. */
export async function clearStaff(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`update users set staff_role = 'none', totp_secret_enc = null, totp_last_step = null, updated_at = now()
    where id = ${userId}`);
  await tx.execute(sql`delete from staff_recovery_codes where user_id = ${userId}`);
}

/** The account's recovery codes are these (hashes) from now on. */
export async function replaceRecoveryCodes(tx: Tx, userId: number, hashes: string[]): Promise<void> {
  await tx.execute(sql`delete from staff_recovery_codes where user_id = ${userId}`);
  for (const hash of hashes)
    await tx.execute(sql`insert into staff_recovery_codes (user_id, code_hash) values (${userId}, ${hash})`);
}

/** Ends the member's open back-office sessions; answers how many were open. */
export async function endStaffSessions(tx: Tx, userId: number): Promise<number> {
  return rowsOf(
    await tx.execute(sql`update staff_sessions set revoked_at = now()
      where user_id = ${userId} and revoked_at is null and expires_at > now() returning id`),
  ).length;
}

export interface StaffListRow {
  id: number;
  email: string;
  role: string;
  recovery_codes_left: number;
  last_sign_in: Date | string | null;
  open_sessions: number;
}

/** The staff members, admins first; a session is open when not ended, not expired, and used since `activeSince` (the idle limit). */
export async function staffList(db: Db, activeSince: Date): Promise<StaffListRow[]> {
  return rowsOf<StaffListRow>(
    await db.execute(sql`select u.id, u.email, u.staff_role as role,
        (select count(*) from staff_sessions s where s.user_id = u.id and s.revoked_at is null and s.expires_at > now()
          and s.last_seen_at > ${activeSince.toISOString()})::int as open_sessions,
        (select count(*) from staff_recovery_codes c where c.user_id = u.id and c.used_at is null)::int as recovery_codes_left,
        (select max(s.created_at) from staff_sessions s where s.user_id = u.id) as last_sign_in
      from users u where u.staff_role <> 'none' order by u.staff_role = 'admin' desc, u.email`),
  );
}
