-- The reward points rules an admin sets in the back-office (issue 26). One row or none: without it
-- the server configuration (POINTS_*) is in force. The bounds are the configuration's.
CREATE TABLE "points_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"piastres_per_point" integer NOT NULL,
	"tier_increment" integer NOT NULL,
	"min_points_to_use" integer NOT NULL,
	"max_redeem_percent" integer NOT NULL,
	"maturity_days" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rules_one_row" CHECK ("id" = 1),
	CONSTRAINT "points_rules_bounds" CHECK ("piastres_per_point" BETWEEN 1 AND 100000 AND "tier_increment" BETWEEN 1 AND 1000000
		AND "min_points_to_use" BETWEEN 0 AND 1000000 AND "max_redeem_percent" BETWEEN 0 AND 100
		AND "maturity_days" BETWEEN 0 AND 3650 AND "expiry_days" BETWEEN 1 AND 3650)
);
