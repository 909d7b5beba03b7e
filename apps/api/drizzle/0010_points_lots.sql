-- Reward points as lots (issue 14): an earned lot records how much of it has been spent, so
-- spending takes from the soonest-expiring lots and expiry removes only what is left.
ALTER TABLE "points_ledger" ADD COLUMN "used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_used_within" CHECK ("points_ledger"."used" >= 0 and ("points_ledger"."points" <= 0 or "points_ledger"."used" <= "points_ledger"."points"));--> statement-breakpoint
CREATE INDEX "points_ledger_order_idx" ON "points_ledger" USING btree ("order_id");--> statement-breakpoint
-- lots already spent by redemptions recorded before this migration: charge them oldest first
WITH spent AS (
  SELECT user_id, -sum(points) AS n FROM points_ledger WHERE status = 'redeemed' GROUP BY user_id
), lots AS (
  SELECT l.id, l.points, s.n,
    sum(l.points) OVER (PARTITION BY l.user_id ORDER BY l.expiry_date NULLS LAST, l.id) AS run
  FROM points_ledger l JOIN spent s ON s.user_id = l.user_id
  WHERE l.status = 'available' AND l.points > 0
)
UPDATE points_ledger p SET used = greatest(0, least(lots.points, lots.n - (lots.run - lots.points)))
FROM lots WHERE p.id = lots.id;
