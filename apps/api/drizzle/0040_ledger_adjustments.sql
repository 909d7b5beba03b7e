-- Manual adjustments by staff (issue 26): a points lot or a spending row made by an admin keeps the
-- reason in both languages (a wallet row already has description_en / description_ar). Rows of
-- orders keep the empty default.
ALTER TABLE "points_ledger" ADD COLUMN "note_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "note_ar" text DEFAULT '' NOT NULL;
