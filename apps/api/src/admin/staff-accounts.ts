// Staff accounts (the operator's `npm run staff`): a real store's first admin, and every staff
// member after, is enrolled here — the demo seed's published secrets are for the demo only.
// Enrolling gives the account its role, a new TOTP secret (the authenticator app's key) and ten
// new recovery codes, shown once; a new account also gets a generated password, shown once, which
// the staff member changes from the storefront's account page. Enrolling an existing staff member
// again is how a lost phone is replaced: the old secret and codes stop working. Every change
// ends the member's back-office sessions and is in the audit log (written by "operator").
import crypto from 'node:crypto';
import { normalisePhone } from '@store/shared';
import { hashPassword } from '../account/passwords.ts';
import type { AppContext } from '../context.ts';
import { insertAudit } from './audit.queries.ts';
import {
  adminCount,
  clearStaff,
  endStaffSessions,
  insertStaffAccount,
  lockAccountByEmail,
  lockAccountById,
  phoneTaken,
  replaceRecoveryCodes,
  setStaffEnrolment,
  staffList,
  type StaffListRow,
} from './staff-accounts.queries.ts';
import { STAFF_SESSION_IDLE_MS } from './staff-auth.ts';
import { hashRecoveryCode, newRecoveryCode, newTotpSecret, totpFor } from './totp.ts';

export const STAFF_ROLES = ['admin', 'support'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** Who the audit log names for changes made from the server's command line. */
export const OPERATOR = 'operator (npm run staff)';

export class StaffAccountError extends Error {}

export interface Enrolment {
  email: string;
  role: StaffRoleName;
  /** a new account was made */
  created: boolean;
  /** the generated password, when the account had none (shown once) */
  password: string | null;
  /** base32, for manual entry in an authenticator app */
  totpSecret: string;
  /** otpauth:// address, for a QR code */
  otpauthUri: string;
  recoveryCodes: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RECOVERY_CODES = 10;

/** A new second factor: an authenticator key and ten recovery codes, shown once (the CLI, an invitation). */
export function newSecondFactor(): { totpSecret: string; recoveryCodes: string[] } {
  return { totpSecret: newTotpSecret(), recoveryCodes: Array.from({ length: RECOVERY_CODES }, () => newRecoveryCode()) };
}

/** 20 characters from an alphabet without look-alikes, with a digit, a capital, a small letter and a sign. */
function generatedPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const body = Array.from(crypto.randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
  return `${body.slice(0, 8)}-${body.slice(8, 16)}-7Aa`;
}

/**
 * Makes `email` a staff member with `role` and a fresh second factor. A new account needs the
 * staff member's phone (accounts are unique by phone too). Answers what to hand to them, once.
 */
export async function enrolStaff(
  ctx: AppContext,
  input: { email: string; role: string; phone?: string | undefined },
): Promise<Enrolment> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new StaffAccountError(`"${input.email}" is not an e-mail address.`);
  if (!(STAFF_ROLES as readonly string[]).includes(input.role))
    throw new StaffAccountError(`The role is admin or support, not "${input.role}".`);
  const role = input.role as StaffRoleName;
  const { totpSecret, recoveryCodes } = newSecondFactor();
  const generated = generatedPassword();
  const generatedHash = await hashPassword(generated);
  return ctx.db.transaction(async (tx) => {
    const existing = await lockAccountByEmail(tx, email);
    const totpSecretEnc = ctx.codes.encrypt(totpSecret);
    let userId: number;
    let password: string | null = null;
    if (!existing) {
      const phone = input.phone ? normalisePhone(input.phone) : null;
      if (!phone) throw new StaffAccountError('A new account needs the staff member’s mobile number (e.g. 01012345678).');
      if (await phoneTaken(tx, phone)) throw new StaffAccountError(`Another account has the number ${phone}.`);
      userId = await insertStaffAccount(tx, { email, phone, passwordHash: generatedHash, role, totpSecretEnc });
      password = generated;
    } else {
      userId = existing.id;
      if (!existing.has_password) password = generated;
      await setStaffEnrolment(tx, userId, { role, totpSecretEnc, passwordHash: generatedHash });
      await endStaffSessions(tx, userId);
    }
    await replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashRecoveryCode));
    await insertAudit(tx, {
      staffUserId: null,
      staffEmail: OPERATOR,
      action: 'staff-enrol',
      entity: 'staff',
      entityId: String(userId),
      before: existing ? { email, role: existing.staff_role } : null,
      after: { email, role, new_account: !existing, second_factor: 'new' },
      ip: null,
    });
    return {
      email,
      role,
      created: !existing,
      password,
      totpSecret,
      otpauthUri: totpFor(totpSecret, email).toString(),
      recoveryCodes,
    };
  });
}

/** Who made a change: a staff member in the back-office, or the operator (`OPERATOR_ACTOR`). */
export interface StaffActor {
  id: number | null;
  email: string;
  ip: string | null;
}
export const OPERATOR_ACTOR: StaffActor = { id: null, email: OPERATOR, ip: null };

/** Why a removal was refused: the account is not staff, or it is the store's last admin. */
export type RemoveRefusal = 'notStaff' | 'lastAdmin';

/**
 * Takes the staff role away (the account stays a customer account): its back-office sessions end,
 * its second factor and recovery codes are removed. The store's last admin is never removed.
 * Answers the refusal, or null when it was done.
 */
export async function removeStaff(
  ctx: AppContext,
  who: { email: string } | { id: number },
  actor: StaffActor = OPERATOR_ACTOR,
  /** told the member's e-mail once the removal is written */
  removed?: (email: string) => void,
): Promise<RemoveRefusal | null> {
  return ctx.db.transaction(async (tx) => {
    const row = 'id' in who ? await lockAccountById(tx, who.id) : await lockAccountByEmail(tx, who.email.trim().toLowerCase());
    if (!row || row.staff_role === 'none') return 'notStaff';
    if (row.staff_role === 'admin' && (await adminCount(tx)) <= 1) return 'lastAdmin';
    const email = row.email;
    await clearStaff(tx, row.id);
    await endStaffSessions(tx, row.id);
    await insertAudit(tx, {
      staffUserId: actor.id,
      staffEmail: actor.email,
      action: 'staff-remove',
      entity: 'staff',
      entityId: String(row.id),
      before: { email, role: row.staff_role },
      after: { email, role: 'none' },
      ip: actor.ip,
    });
    removed?.(email);
    return null;
  });
}

/** Ends a staff member's open back-office sessions (a lost laptop); answers their e-mail and how many, or null when not staff. */
export async function endSessionsOf(
  ctx: AppContext,
  userId: number,
  actor: StaffActor,
): Promise<{ email: string; ended: number } | null> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockAccountById(tx, userId);
    if (!row || row.staff_role === 'none') return null;
    const ended = await endStaffSessions(tx, row.id);
    await insertAudit(tx, {
      staffUserId: actor.id,
      staffEmail: actor.email,
      action: 'staff-sessions-end',
      entity: 'staff',
      entityId: String(row.id),
      before: { email: row.email, open_sessions: ended },
      after: { email: row.email, open_sessions: 0 },
      ip: actor.ip,
    });
    return { email: row.email, ended };
  });
}

export type { StaffListRow };

/** The staff members, admins first. */
export async function listStaff(ctx: AppContext): Promise<StaffListRow[]> {
  return staffList(ctx.db, new Date(ctx.clock.now().getTime() - STAFF_SESSION_IDLE_MS));
}
