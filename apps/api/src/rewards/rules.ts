// The one reader of the reward points rules (issue 26): the cart's slider, checkout's redemption
// and the earning of points (maturity, expiry) all ask here. An admin's rules (points_rules,
// saved in the back-office) win; without them the server configuration (POINTS_*) is in force.
import type { PointsSettings } from '@store/shared';
import type { Env } from '../config/env.ts';
import type { Db, Tx } from '../db/client.ts';
import { savedPointsRules, type SavedPointsRules } from './queries.ts';

/** The rules of the server configuration (.env POINTS_*): the default. */
export function configuredPointsRules(env: Env): PointsSettings {
  return {
    piastresPerPoint: env.POINTS_PIASTRES_PER_POINT,
    tierIncrement: env.POINTS_TIER_INCREMENT,
    minPointsToUse: env.POINTS_MIN_TO_USE,
    maxRedeemPercent: env.POINTS_MAX_REDEEM_PERCENT,
    maturityDays: env.POINTS_MATURITY_DAYS,
    expiryDays: env.POINTS_EXPIRY_DAYS,
  };
}

export function rulesOfRow(row: SavedPointsRules): PointsSettings {
  return {
    piastresPerPoint: row.piastres_per_point,
    tierIncrement: row.tier_increment,
    minPointsToUse: row.min_points_to_use,
    maxRedeemPercent: row.max_redeem_percent,
    maturityDays: row.maturity_days,
    expiryDays: row.expiry_days,
  };
}

/** The points rules in force now; `db` is the transaction when the caller is in one. */
export async function pointsRules(ctx: { env: Env; db: Db }, db: Db | Tx = ctx.db): Promise<PointsSettings> {
  const row = await savedPointsRules(db);
  return row ? rulesOfRow(row) : configuredPointsRules(ctx.env);
}
