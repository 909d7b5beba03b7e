// The back-office's Staff page (admins): who is staff, their second factor's recovery codes left,
// their last sign-in and open sessions; an admin ends a member's sessions or takes the role away.
// An admin invites a new member by e-mail; the invitee accepts at /admin/invite and is shown their own
// secrets once. The operator's `npm run staff -- add` enrols from the server (the first admin, a
// lost phone), printing the secrets once there (README "Back-office").
import { z } from 'zod';
import { currentPasswordField, emailField, phoneField } from '../auth/schemas.ts';

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['admin', 'support']),
  recovery_codes_left: z.number().int(),
  /** ISO time of the last back-office sign-in, null when never */
  last_sign_in: z.string().nullable(),
  /** back-office sessions not ended, revoked or expired */
  open_sessions: z.number().int(),
  /** the staff member reading the page */
  you: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** An invitation not yet accepted, withdrawn or expired. */
export const staffInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['admin', 'support']),
  /** the admin who sent it */
  invited_by: z.string().nullable(),
  /** ISO time its link stops working */
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitation>;

export const staffListAnswer = z.object({ items: z.array(staffMember), invitations: z.array(staffInvitation) });

/** POST /admin/staff/invitations: e-mails an invitation (an earlier open one to the same e-mail is withdrawn) */
export const staffInviteBody = z.object({ email: emailField, role: z.enum(['admin', 'support']) });
export const staffInviteAnswer = z.object({ id: z.number().int(), email: z.string(), expires_at: z.string() });

/** The invitation link's token (the part after # in /admin/invite#…) */
const token = z.string().trim().min(20, 'adminStaff.inviteInvalid').max(200, 'adminStaff.inviteInvalid');

/** POST /admin/invitations/read (public): who is invited, and what they must give */
export const invitationReadBody = z.object({ token });
export const invitationReadAnswer = z.object({
  email: z.string(),
  role: z.enum(['admin', 'support']),
  /** new: a new account (a mobile number and a new password); no_password: choose one; existing: type the account's password */
  account: z.enum(['new', 'no_password', 'existing']),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});

/** POST /admin/invitations/accept (public): the account's password (or a new one), a new account's mobile */
export const invitationAcceptBody = z.object({ token, password: currentPasswordField, phone: phoneField.optional() });
/** shown once, to the invitee alone */
export const invitationAcceptAnswer = z.object({
  email: z.string(),
  role: z.enum(['admin', 'support']),
  /** base32, for manual entry in an authenticator app */
  totp_secret: z.string(),
  /** otpauth:// address (a QR code of it, or a tap on a phone) */
  otpauth_uri: z.string(),
  recovery_codes: z.array(z.string()),
});

/** POST /admin/staff/{id}/sessions/end and /remove: the member acted on; the message says what was done */
export const staffActionAnswer = z.object({ id: z.number().int() });
