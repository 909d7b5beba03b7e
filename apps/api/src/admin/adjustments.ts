// Manual wallet and points adjustments by an admin (issue 26): each one ledger entry with the
// reason in both languages, written with its audit row in one transaction under the customer's
// row lock, so concurrent adjustments (or an order paying from the wallet) are serialised and a
// debit can never take a balance below zero (balanceAfterAdjustment, packages/shared).
import { balanceAfterAdjustment, formatPrice, toEgp, storeDay } from '@store/shared';
import type { PointsAdjustmentBody, WalletAdjustmentBody } from '@store/shared/contract/admin-customers';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { availablePoints } from '../rewards/queries.ts';
import { pointsRules } from '../rewards/rules.ts';
import { walletBalance } from '../wallet/queries.ts';
import { audit } from './audit.ts';
import { insertPointsLot, insertWalletAdjustment, lockCustomerRow, spendPoints } from './customers.queries.ts';
import { ledgerMessages } from './ledger-messages.ts';
import { adminMessages } from './messages.ts';
import type { Staff } from './staff-auth.ts';

async function lockedCustomer(tx: Tx, id: number, request: FastifyRequest) {
  const user = await lockCustomerRow(tx, id);
  if (!user) throw new AppError(404, adminMessages(request.lang, 'notFound'));
  if (user.staff_role !== 'none') throw new AppError(409, ledgerMessages(request.lang, 'staffAccount'));
}

export async function adjustWallet(
  ctx: AppContext,
  staff: Staff,
  request: FastifyRequest,
  userId: number,
  body: WalletAdjustmentBody,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockedCustomer(tx, userId, request);
    const before = await walletBalance(tx, userId);
    const after = balanceAfterAdjustment(before, body.amount);
    if (after === null) {
      throw new AppError(409, ledgerMessages(request.lang, 'belowZero', { balance: formatPrice(toEgp(before), request.lang) }));
    }
    const entryId = await insertWalletAdjustment(
      tx,
      userId,
      body.amount,
      { en: body.reason_en, ar: body.reason_ar },
      `ADJ-${staff.id}`,
    );
    await audit(tx, staff, request, {
      action: 'wallet_adjust',
      entity: 'user',
      entityId: userId,
      before: { wallet_balance: before },
      after: {
        wallet_balance: after,
        amount: body.amount,
        entry_id: entryId,
        reason_en: body.reason_en,
        reason_ar: body.reason_ar,
      },
    });
  });
}

export async function adjustPoints(
  ctx: AppContext,
  staff: Staff,
  request: FastifyRequest,
  userId: number,
  body: PointsAdjustmentBody,
): Promise<void> {
  const reason = { en: body.reason_en, ar: body.reason_ar };
  await ctx.db.transaction(async (tx) => {
    await lockedCustomer(tx, userId, request);
    const before = await availablePoints(tx, userId, storeDay(ctx.clock.now()));
    const after = balanceAfterAdjustment(before, body.points);
    if (after === null) throw new AppError(409, ledgerMessages(request.lang, 'belowZero', { balance: String(before) }));
    const now = ctx.clock.now();
    const entryId =
      body.points > 0
        ? await insertPointsLot(tx, userId, body.points, storeDay(now, (await pointsRules(ctx, tx)).expiryDays), reason)
        : await spendPoints(tx, userId, -body.points, storeDay(now), reason);
    // the lock and the balance read above make a shortfall impossible; refuse rather than book half
    if (entryId === null) throw new AppError(409, ledgerMessages(request.lang, 'belowZero', { balance: String(before) }));
    await audit(tx, staff, request, {
      action: 'points_adjust',
      entity: 'user',
      entityId: userId,
      before: { points_available: before },
      after: {
        points_available: after,
        points: body.points,
        entry_id: entryId,
        reason_en: body.reason_en,
        reason_ar: body.reason_ar,
      },
    });
  });
}
