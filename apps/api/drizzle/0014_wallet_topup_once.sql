-- Wallet top-ups (issue 17): a top-up is credited at most once — the database refuses a second
-- ledger row for the same top-up even if two settlements raced past the payment's status check —
-- and a payment row belongs to its top-up.
CREATE UNIQUE INDEX "wallet_ledger_topup_uq" ON "wallet_ledger" USING btree ("topup_id") WHERE "wallet_ledger"."topup_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_topup_idx" ON "payments" USING btree ("topup_id") WHERE "payments"."topup_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_topup_id_wallet_topups_id_fk" FOREIGN KEY ("topup_id") REFERENCES "public"."wallet_topups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_topup_id_wallet_topups_id_fk" FOREIGN KEY ("topup_id") REFERENCES "public"."wallet_topups"("id") ON DELETE no action ON UPDATE no action;
