// Review moderation in the back-office (admins, like the rest of the catalogue's content): the
// customers' reviews newest first, searched by comment, e-mail or item and filtered by state and
// stars, and hide / show again. A hidden review leaves the item's page and its rating at once (the
// public caches of the item are dropped); the customer's words, who hid it, when and why stay on
// record, and the audit log has the change.
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams } from '@store/shared/contract/formats';
import { adminReviewRow, reviewListAnswer, reviewListQuery, reviewVisibilityBody } from '@store/shared/contract/admin-reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { invalidatePublic } from '../http/public-cache.ts';
import { lastPageOf } from '../http/pagination.ts';
import { audit } from './audit.ts';
import { adminMessages } from './messages.ts';
import { reviewAdminMessages } from './reviews-messages.ts';
import { listReviews, lockReview, reviewById, setReviewHidden, type ReviewSqlRow } from './reviews.queries.ts';
import { requireStaff } from './staff-auth.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const iso = (d: Date | string) => new Date(d).toISOString();

const rowOut = (r: ReviewSqlRow) => ({
  id: r.id,
  kind: r.kind,
  item_id: r.item_id,
  item_name: r.item_name,
  customer_id: r.customer_id,
  customer_email: r.customer_email,
  rating: r.rating,
  comment: r.comment,
  created_at: iso(r.created_at),
  hidden: r.hidden_at !== null,
  hidden_at: r.hidden_at === null ? null : iso(r.hidden_at),
  hidden_by_email: r.hidden_by_email,
  hidden_reason: r.hidden_reason,
});

export default async function reviewAdminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/reviews',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, querystring: reviewListQuery, response: { 200: envelopeOf(reviewListAnswer) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listReviews(ctx.db, q, request.lang);
      return ok({ items: rows.map(rowOut), total, last_page: lastPageOf(total, q.per_page) });
    },
  );

  app.post(
    '/reviews/:id/visibility',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags,
        security,
        params: idParams,
        body: reviewVisibilityBody,
        response: { 200: envelopeOf(adminReviewRow) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const id = request.params.id;
      const { hidden, reason } = request.body;
      const item = await ctx.db.transaction(async (tx) => {
        const before = await lockReview(tx, id);
        if (!before) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        await setReviewHidden(tx, id, hidden ? { by: staff.id, reason } : null);
        await audit(tx, staff, request, {
          action: hidden ? 'hide' : 'show',
          entity: 'review',
          entityId: id,
          before: { hidden: before.hidden_at !== null, reason: before.hidden_reason },
          after: { hidden, reason: hidden ? reason : '' },
        });
        return before.product_id !== null
          ? { kind: 'product' as const, id: before.product_id }
          : { kind: 'card' as const, id: before.card_id! };
      });
      // the item's page, its answer and the lists showing its rating changed
      invalidatePublic(ctx, item);
      const row = await reviewById(ctx.db, id, request.lang);
      return ok(rowOut(row!), reviewAdminMessages(request.lang, hidden ? 'hidden' : 'shown'));
    },
  );
}
