// GET users/points-summary (spec §2 Rewards, §3 Reward summary and Reward transaction): the balances
// and one page of the points ledger. The available balance is availablePoints() itself — what
// checkout lets the customer spend — so the page and the cart can never disagree.
import type { PointsSummary } from '@store/shared/contract/wallet';
import type { AppContext } from '../context.ts';
import { lastPageOf } from '../http/pagination.ts';
import { availablePoints, pendingPoints, pointsHistory, type PointsRow } from './queries.ts';
import { storeDay } from '@store/shared';

const STATUS_LABEL: Record<PointsRow['status'], string> = {
  available: 'Available',
  pending: 'Pending',
  redeemed: 'Redeemed',
  expired: 'Expired',
  // points of an order that ended unpaid or was refunded, back in the lots they came from
  returned: 'Returned',
  // points an order earned, taken back when it was refunded
  cancelled: 'Cancelled',
};

/** 'yyyy-mm-dd' (a calendar day, no time zone) → 'dd/mm/yyyy' (spec §9 Dates). */
function day(value: string | Date | null): string | null {
  if (value === null) return null;
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
  const [y, m, d] = text.split('-');
  return `${d}/${m}/${y}`;
}

export async function pointsSummary(
  ctx: AppContext,
  userId: number,
  q: { status: 'all' | 'available' | 'pending' | 'redeemed'; page: number; per_page: number },
  lang: 'en' | 'ar',
): Promise<PointsSummary> {
  const today = storeDay(ctx.clock.now());
  const [available, pending, history] = await Promise.all([
    availablePoints(ctx.db, userId, today),
    pendingPoints(ctx.db, userId),
    pointsHistory(ctx.db, userId, { status: q.status, page: q.page, perPage: q.per_page, lang, today }),
  ]);
  return {
    available_balance: available,
    pending_balance: pending,
    total_balance: available + pending,
    transactions: history.rows.map((r) => ({
      id: r.id,
      order: r.order_number ? { name: r.order_number } : null,
      points: r.points,
      maturity_date: day(r.maturity_date),
      expiry_date: day(r.expiry_date),
      status: STATUS_LABEL[r.status] ?? r.status,
      redeem_date: day(r.redeem_date),
      note: r.note || null,
    })),
    total: history.total,
    current_page: q.page,
    last_page: lastPageOf(history.total, q.per_page),
  };
}
