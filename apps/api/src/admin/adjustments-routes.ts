// The customer money actions of the back-office (issue 26), admins only: a manual wallet or
// points adjustment with a reason in both languages; the answer is the customer's detail.
import { customerDetail } from '@store/shared/contract/admin';
import { pointsAdjustmentBody, walletAdjustmentBody } from '@store/shared/contract/admin-customers';
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams } from '@store/shared/contract/formats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { adjustPoints, adjustWallet } from './adjustments.ts';
import { customerDetailOf } from './customers-routes.ts';
import { ledgerMessages } from './ledger-messages.ts';
import { requireStaff } from './staff-auth.ts';

const tags = ['admin'];
const security = [{ staff: [] }];

export default async function adjustmentRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.post(
    '/customers/:id/wallet-adjustments',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags,
        security,
        params: idParams,
        body: walletAdjustmentBody,
        response: { 200: envelopeOf(customerDetail) },
      },
    },
    async (request) => {
      await adjustWallet(ctx, requireStaff(request), request, request.params.id, request.body);
      return ok(await customerDetailOf(ctx, request.params.id, request.lang), ledgerMessages(request.lang, 'walletAdjusted'));
    },
  );

  app.post(
    '/customers/:id/points-adjustments',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags,
        security,
        params: idParams,
        body: pointsAdjustmentBody,
        response: { 200: envelopeOf(customerDetail) },
      },
    },
    async (request) => {
      await adjustPoints(ctx, requireStaff(request), request, request.params.id, request.body);
      return ok(await customerDetailOf(ctx, request.params.id, request.lang), ledgerMessages(request.lang, 'pointsAdjusted'));
    },
  );
}
