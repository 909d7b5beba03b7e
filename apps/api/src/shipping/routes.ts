// The `shipping:advance` command's way in while the server holds the embedded database: the
// request is signed with APP_SECRET like the support command's (support/staff-signature.ts).
// A random nonce lets one operator advance the same shipment twice within a second (a signature
// is accepted once). Hidden from the API documentation; only the operator can call it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { httpMessages } from '../http/messages.ts';
import { ok } from '../http/envelope.ts';
import { signatureUseRecorder } from '../integrations/captcha/index.ts';
import { SIGNATURE_HEADER, verifySupportReply } from '../lib/staff-signature.ts';
import { advanceSandboxShipment } from './shipments.ts';

export const ADVANCE_SIGNATURE_SUBJECT = 'shipping-advance';

export default async function shippingRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/shipping/sandbox/advance',
    {
      schema: {
        tags: ['orders'],
        hide: true,
        body: z.object({ key: z.string().min(1).max(64), nonce: z.string().max(64).default('') }),
      },
    },
    async (request) => {
      const header = request.headers[SIGNATURE_HEADER];
      const { key, nonce } = request.body;
      if (
        !(await verifySupportReply(
          app.ctx.secrets.appSecret,
          typeof header === 'string' ? header : undefined,
          ADVANCE_SIGNATURE_SUBJECT,
          `${key}:${nonce}`,
          signatureUseRecorder(app.ctx),
        ))
      ) {
        throw new AppError(403, httpMessages(request.lang, 'forbidden'));
      }
      const result = await advanceSandboxShipment(app.ctx, key);
      if (!result) throw new AppError(404, httpMessages(request.lang, 'notFound'));
      return ok(result);
    },
  );
}
