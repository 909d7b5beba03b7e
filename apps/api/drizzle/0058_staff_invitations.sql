-- An admin invites a staff member from the back-office's Staff page: an e-mailed link (its token
-- SHA-256 stored, good for 72 hours, once) opens /admin/invite, where the invitee sets or proves
-- the account's password and is shown their own authenticator key and recovery codes, once
-- (admin/staff-invitations.ts). Withdrawn, used and expired invitations stay as a record.
CREATE TABLE IF NOT EXISTS "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"role" varchar(10) NOT NULL CONSTRAINT "staff_invitations_role" CHECK ("role" in ('admin', 'support')),
	"token_hash" text NOT NULL,
	"invited_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_invitations_token_uq" ON "staff_invitations" ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_invitations_email_idx" ON "staff_invitations" ("email");
