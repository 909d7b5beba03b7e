// HTTP routes of the cash wallet (spec §7): the ledger page, the top-up methods, the top-up's fee
// and the top-up itself, and the balance (GET users/wallets, which checkout reads too). Thin:
// validated input → service → envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toEgp } from '@store/shared';
import { paymentMethod, walletAnswer } from '@store/shared/contract/checkout';
import { envelopeOf } from '@store/shared/contract/envelope';
import {
  topupAnswer,
  topupBody,
  topupFeesAnswer,
  topupFeesBody,
  walletTransactionsAnswer,
  walletTransactionsQuery,
} from '@store/shared/contract/wallet';
import { ok } from '../http/envelope.ts';
import { lastPageOf } from '../http/pagination.ts';
import { requireUser } from '../plugins/auth.ts';
import { walletMessages } from './messages.ts';
import { walletBalance, walletTransactions } from './queries.ts';
import { priceTopup, startTopup, topupMethods } from './topups.ts';

export default async function walletRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = instance.ctx;
  const tags = ['wallet'];
  const security = [{ bearer: [] }];

  // the balance (spec §7 GET users/wallets; checkout reads it too)
  app.get('/users/wallets', { schema: { tags, security, response: { 200: envelopeOf(walletAnswer) } } }, async (request) => {
    const user = requireUser(request);
    return ok({ balance: toEgp(await walletBalance(ctx.db, user.id)) });
  });

  app.get(
    '/users/wallets/transactions',
    { schema: { tags, security, querystring: walletTransactionsQuery, response: { 200: envelopeOf(walletTransactionsAnswer) } } },
    async (request) => {
      const user = requireUser(request);
      const q = request.query;
      const [balance, page] = await Promise.all([
        walletBalance(ctx.db, user.id),
        walletTransactions(ctx.db, user.id, { type: q.type, page: q.page, perPage: q.per_page, lang: request.lang }),
      ]);
      return ok({
        wallet: { balance: toEgp(balance) },
        transactions: {
          transactions: page.rows.map((r) => ({
            id: r.id,
            operation: r.operation,
            amount: toEgp(r.amount),
            description: r.description,
            reference: r.reference,
          })),
          total: page.total,
          current_page: q.page,
          last_page: lastPageOf(page.total, q.per_page),
        },
      });
    },
  );

  // spec §7 lists it without a token: the methods are the store's, not the merchant's
  app.get('/payments/wallet', { schema: { tags, response: { 200: envelopeOf(z.array(paymentMethod)) } } }, async (request) =>
    ok(await topupMethods(ctx, request.lang)),
  );

  app.post(
    '/users/wallets/calculate-topup-fees',
    { schema: { tags, security, body: topupFeesBody, response: { 200: envelopeOf(topupFeesAnswer) } } },
    async (request) => {
      requireUser(request);
      const { totals } = await priceTopup(ctx, request.lang, request.body.amount, request.body.payment_id);
      return ok({ payment_fee: toEgp(totals.fee), amount: toEgp(totals.amount), total_amount: toEgp(totals.total) });
    },
  );

  app.post(
    '/users/wallets/topup',
    {
      schema: { tags, security, body: topupBody, response: { 200: envelopeOf(topupAnswer) } },
      // per account, like placing an order: each call opens a payment at the gateway
      config: {
        rateLimit: ctx.env.RATE_LIMIT_DISABLED
          ? false
          : { max: 20, timeWindow: '1 minute', keyGenerator: (r) => (r.user ? `topup:user:${r.user.id}` : `topup:ip:${r.ip}`) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const started = await startTopup(ctx, request.lang, user, request.body);
      return ok(started, started.message ?? walletMessages(request.lang, 'topupStarted'));
    },
  );
}
