// The back-office's Staff page (admins): who is staff, their second factor's recovery codes left,
// their last sign-in and open sessions; an admin ends a member's sessions or takes the role away.
// Enrolling (a new member, a lost phone) is the operator's `npm run staff -- add`, which prints the
// secrets once on the server (README "Back-office").
import { z } from 'zod';

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

export const staffListAnswer = z.object({ items: z.array(staffMember) });

/** POST /admin/staff/{id}/sessions/end and /remove: the member acted on; the message says what was done */
export const staffActionAnswer = z.object({ id: z.number().int() });
