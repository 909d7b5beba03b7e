// SQL of staff invitations (staff-invitations.ts): an invitation written (the e-mail's earlier open
// ones withdrawn), found by its token's hash under a row lock, accepted or withdrawn once, and the
// open ones listed for the Staff page.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

export interface InvitationRow {
  id: number;
  email: string;
  role: 'admin' | 'support';
  expires_at: Date | string;
  accepted_at: Date | string | null;
  withdrawn_at: Date | string | null;
  invited_by_email: string | null;
}

const OPEN = sql`accepted_at is null and withdrawn_at is null`;

/** A new invitation; the e-mail's earlier open ones are withdrawn. Answers its id. */
export async function insertInvitation(
  tx: Tx,
  i: { email: string; role: string; tokenHash: string; invitedBy: number; expiresAt: Date },
): Promise<number> {
  await tx.execute(sql`update staff_invitations set withdrawn_at = now() where email = ${i.email} and ${OPEN}`);
  return rowsOf<{ id: number }>(
    await tx.execute(sql`insert into staff_invitations (email, role, token_hash, invited_by, expires_at)
      values (${i.email}, ${i.role}, ${i.tokenHash}, ${i.invitedBy}, ${i.expiresAt.toISOString()}) returning id`),
  )[0]!.id;
}

const COLUMNS = sql`i.id, i.email, i.role, i.expires_at, i.accepted_at, i.withdrawn_at,
  (select u.email from users u where u.id = i.invited_by) as invited_by_email`;

/** The invitation of this token (its hash), whatever its state. */
export async function invitationByToken(db: Db | Tx, tokenHash: string): Promise<InvitationRow | undefined> {
  return rowsOf<InvitationRow>(
    await db.execute(sql`select ${COLUMNS} from staff_invitations i where i.token_hash = ${tokenHash}`),
  )[0];
}

/** The same, locked for its acceptance's transaction. */
export async function lockInvitationByToken(tx: Tx, tokenHash: string): Promise<InvitationRow | undefined> {
  return rowsOf<InvitationRow>(
    await tx.execute(sql`select ${COLUMNS} from staff_invitations i where i.token_hash = ${tokenHash} for update`),
  )[0];
}

export async function markInvitationAccepted(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`update staff_invitations set accepted_at = now() where id = ${id}`);
}

/** Withdraws an open invitation; answers its e-mail, or undefined when it was not open. */
export async function withdrawInvitation(tx: Tx, id: number): Promise<string | undefined> {
  return rowsOf<{ email: string }>(
    await tx.execute(sql`update staff_invitations set withdrawn_at = now() where id = ${id} and ${OPEN} returning email`),
  )[0]?.email;
}

/** Invitations not accepted, withdrawn or expired at `now`, newest first. */
export async function openInvitations(db: Db, now: Date): Promise<InvitationRow[]> {
  return rowsOf<InvitationRow>(
    await db.execute(sql`select ${COLUMNS} from staff_invitations i
      where i.accepted_at is null and i.withdrawn_at is null and i.expires_at > ${now.toISOString()} order by i.id desc`),
  );
}
