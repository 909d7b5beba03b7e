// The built-in sandbox payment gateway (DESIGN.md integrations: the default that works offline).
// A payment link opens a hosted page on this server showing the amount with 'Pay' and 'Fail'; the
// choice is sent to our callback with an HMAC signature (the same verification a real gateway's
// callback gets), then the shopper is redirected to /order/{id}?success=true|false (a wallet
// top-up: /wallet?success=true|false). Callbacks are
// idempotent: a payment moves from 'created' once, whatever arrives first or how often.
import crypto from 'node:crypto';
import { formatPrice, toEgp } from '@store/shared';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import type { PaymentGateway } from './gateway.ts';
import { paymentMessages } from './messages.ts';
import { orderIsPaid, sandboxPaymentById, topupCredited, type SandboxPaymentRow } from './queries.ts';
import { settlePayment } from './settle.ts';

export type SandboxResult = 'paid' | 'failed';

const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

/** Signs the gateway's callback for one payment and result. */
export const signCallback = (ctx: AppContext, paymentId: number, result: SandboxResult) =>
  hmac(ctx.secrets.appSecret, `sandbox-callback:${paymentId}:${result}`);

/** The token in a hosted page's address, so a page cannot be opened for someone else's payment id. */
export const pageToken = (ctx: AppContext, paymentId: number) => hmac(ctx.secrets.appSecret, `sandbox-page:${paymentId}`);

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The sandbox gateway: its "payment page" is the hosted page on this server. */
export function sandboxGateway(cfg: { publicUrl?: string; secret: string }): PaymentGateway {
  const base = cfg.publicUrl ? cfg.publicUrl.replace(/\/$/, '') : '';
  return {
    name: 'sandbox',
    async start(p) {
      const token = hmac(cfg.secret, `sandbox-page:${p.paymentId}`);
      return { link: `${base}/api/payments/sandbox/${p.paymentId}?token=${token}&lang=${p.lang}` };
    },
    // the sandbox holds no money: a refund always succeeds (the payments row records it)
    async refund() {},
  };
}

export type PaymentRow = SandboxPaymentRow;

export async function paymentById(ctx: AppContext, id: number): Promise<PaymentRow | null> {
  return sandboxPaymentById(ctx.db, id);
}

/**
 * Where the shopper lands after the hosted page: the order (spec §2 /order/{id}) or the wallet
 * (§4 Top-up result), with the real outcome read from the store after the callback — whether the
 * order is paid, whether the top-up was credited — never the button that was pressed.
 */
export async function returnPath(ctx: AppContext, payment: Pick<PaymentRow, 'order_id' | 'topup_id'>): Promise<string> {
  if (payment.order_id === null && payment.topup_id !== null) {
    const credited = await topupCredited(ctx.db, payment.topup_id);
    return `/wallet?success=${credited ? 'true' : 'false'}`;
  }
  const paid = await orderIsPaid(ctx.db, payment.order_id);
  return `/order/${payment.order_id}?success=${paid ? 'true' : 'false'}`;
}

/**
 * Applies a gateway callback once. A wrong signature is refused (400 `signature_invalid`) and
 * changes nothing; a repeated callback answers 'already' and changes nothing.
 */
export async function handleSandboxCallback(
  ctx: AppContext,
  lang: Lang,
  cb: { paymentId: number; result: SandboxResult; signature: string },
): Promise<{ orderId: number | null; applied: boolean }> {
  if (!equal(cb.signature, signCallback(ctx, cb.paymentId, cb.result))) {
    const message = paymentMessages(lang, 'badSignature');
    throw new AppError(400, message, [message], null, 'signature_invalid');
  }
  const { orderId, applied } = await settlePayment(ctx, {
    provider: 'sandbox',
    match: { paymentId: cb.paymentId },
    result: cb.result,
  });
  return { orderId, applied };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The hosted page: the amount, the order number, and the two buttons (English or Arabic). */
export function sandboxPage(payment: PaymentRow, token: string, lang: Lang): string {
  const t = (k: Parameters<typeof paymentMessages>[1], p?: Record<string, string>) => esc(paymentMessages(lang, k, p));
  const amount = esc(formatPrice(toEgp(payment.amount), lang));
  const action = `/api/payments/sandbox/${payment.id}/complete`;
  const form = (result: SandboxResult, label: string, cls: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="token" value="${esc(token)}">` +
    `<input type="hidden" name="lang" value="${lang}"><input type="hidden" name="result" value="${result}">` +
    `<button class="${cls}" type="submit">${label}</button></form>`;
  const done = payment.status !== 'created';
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${t('pageTitle')}</title><style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,Arial,sans-serif;background:#f5f5fa;color:#16162a}
main{max-width:28rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:16px;box-shadow:0 4px 14px rgb(15 16 32/.08)}
h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:.25rem 0 1rem;color:#5c5b73}.amount{font-size:2rem;font-weight:700;color:#16162a;margin:1rem 0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}button{min-height:3rem;padding:0 1.5rem;border-radius:10px;border:0;font-size:1rem;font-weight:600;cursor:pointer}
.pay{background:#6d28d9;color:#fff}.fail{background:#fde8ec;color:#c81e3a}
</style></head><body><main>
<h1>${t('pageTitle')}</h1><p>${payment.number === null ? t('topupIntro', { id: String(payment.topup_id) }) : t('pageIntro', { number: payment.number })}</p>
<p class="amount">${amount}</p>
${done ? `<p>${t('alreadyDone')}</p>` : `<div class="actions">${form('paid', t('pay'), 'pay')}${form('failed', t('fail'), 'fail')}</div>`}
</main></body></html>`;
}
