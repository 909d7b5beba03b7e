// The Paymob adapter (PAYMENT_GATEWAY=paymob), following Paymob's current flow
// (developers.paymob.com → Intention APIs, Unified Checkout): the server creates a payment
// Intention (amount in piastres, EGP, the integration id of the method kind, billing data, our
// payment id as special_reference, where to call us back and where to send the shopper), Paymob
// answers a client secret and its own order id; the shopper goes to Unified Checkout with our
// public key and that client secret. Paymob's order id is stored as payments.provider_ref: the
// signed callbacks carry it (obj.order.id / `order`), so a payment is found by a signed field only.
import type { MethodKind, PaymentGateway, StartPayment } from '../gateway.ts';
import { GatewayUnavailableError } from '../gateway.ts';

export interface PaymobConfig {
  /** https://accept.paymob.com (PAYMOB_BASE_URL) */
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  /** integration id per method kind (PAYMOB_INTEGRATION_CARD / _WALLET / _INSTALLMENTS) */
  integrations: Record<MethodKind, number>;
  /** our public origin (PUBLIC_URL): Paymob's callbacks and the shopper's return come here */
  publicUrl: string;
  /** seconds the intention stays payable (the unpaid-order release time) */
  expirationSeconds?: number;
  /** how long the intention call may take (default 15 s) */
  timeoutMs?: number;
}

/** The paths of our two Paymob routes (payments/paymob/routes.ts). */
export const PAYMOB_CALLBACK_PATH = '/api/payments/callback/paymob';
export const PAYMOB_RETURN_PATH = '/api/payments/return/paymob';

const NA = 'NA';
/** Paymob refuses empty billing values; 'NA' stands in for what we do not know. */
const filled = (v: string | null | undefined, max = 255) => {
  const s = (v ?? '').replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, max) : NA;
};

function splitName(fullName: string): { first: string; last: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first: NA, last: NA };
  if (parts.length === 1) return { first: filled(parts[0]), last: NA };
  return { first: filled(parts[0]), last: filled(parts.slice(1).join(' ')) };
}

/** The Create Intention body for one payment. */
export function intentionBody(cfg: PaymobConfig, p: StartPayment): Record<string, unknown> {
  const origin = cfg.publicUrl.replace(/\/+$/, '');
  const { first, last } = splitName(p.customer.fullName);
  // the wallet number entered at checkout is the number Paymob asks the wallet to charge
  const phone = p.method.kind === 'wallet' && p.customer.walletNumber ? p.customer.walletNumber : p.customer.phone;
  const email = filled(p.customer.email);
  const name = p.subject.type === 'order' ? `Order ${p.subject.number}` : `Wallet top-up ${p.subject.topupId}`;
  return {
    amount: p.amount,
    currency: 'EGP',
    payment_methods: [cfg.integrations[p.method.kind]],
    // one line for the whole amount: Paymob requires the items to sum to the amount, and ours
    // (catalogue prices) do not once shipping, fees, coupon, points and wallet are counted
    items: [{ name, amount: p.amount, quantity: 1 }],
    billing_data: {
      first_name: first,
      last_name: last,
      email,
      phone_number: filled(phone, 32),
      street: filled(p.customer.streetAddress),
      building: NA,
      floor: NA,
      apartment: NA,
      city: filled(p.customer.city),
      state: filled(p.customer.city),
      postal_code: NA,
      country: 'EG',
    },
    customer: { first_name: first, last_name: last, email },
    special_reference: String(p.paymentId),
    ...(cfg.expirationSeconds ? { expiration: cfg.expirationSeconds } : {}),
    notification_url: `${origin}${PAYMOB_CALLBACK_PATH}`,
    redirection_url: `${origin}${PAYMOB_RETURN_PATH}`,
  };
}

/** Paymob's refusal, shortened and with our key taken out, for the log. */
function reasonOf(cfg: PaymobConfig, status: number, text: string): string {
  const redacted = text.split(cfg.secretKey).join('[secret]').replace(/\s+/g, ' ').trim().slice(0, 300);
  return `Paymob refused the payment intention (HTTP ${status})${redacted ? `: ${redacted}` : ''}`;
}

export function paymobGateway(cfg: PaymobConfig, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  return {
    name: 'paymob',
    // Paymob's refund API: POST /api/acceptance/void_refund/refund {transaction_id, amount_cents}
    async refund(r) {
      if (!r.transactionId) throw new GatewayUnavailableError('Paymob refund needs the transaction id of the payment');
      let res: Response;
      try {
        res = await fetchImpl(`${base}/api/acceptance/void_refund/refund`, {
          method: 'POST',
          headers: { authorization: `Token ${cfg.secretKey}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ transaction_id: r.transactionId, amount_cents: r.amount }),
          signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new GatewayUnavailableError(`Paymob refund request failed (${err instanceof Error ? err.name : 'network error'})`);
      }
      if (!res.ok)
        throw new GatewayUnavailableError(
          reasonOf(cfg, res.status, await res.text().catch(() => '')).replace('payment intention', 'refund'),
        );
    },
    async start(p) {
      let res: Response;
      try {
        res = await fetchImpl(`${base}/v1/intention/`, {
          method: 'POST',
          headers: {
            authorization: `Token ${cfg.secretKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(intentionBody(cfg, p)),
          signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
        });
      } catch (err) {
        const what =
          err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
            ? 'timed out'
            : `failed (${err instanceof Error ? err.message : 'network error'})`;
        throw new GatewayUnavailableError(`Paymob intention request ${what}`);
      }
      let text: string;
      try {
        text = await res.text();
      } catch {
        throw new GatewayUnavailableError(`Paymob intention answer could not be read (HTTP ${res.status})`);
      }
      if (!res.ok) throw new GatewayUnavailableError(reasonOf(cfg, res.status, text));
      let answer: { client_secret?: unknown; intention_order_id?: unknown };
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        throw new GatewayUnavailableError(`Paymob intention answer is not JSON (HTTP ${res.status})`);
      }
      const secret = answer?.client_secret;
      const orderId = answer?.intention_order_id;
      const validOrder =
        (typeof orderId === 'number' && Number.isSafeInteger(orderId) && orderId > 0) ||
        (typeof orderId === 'string' && /^\d{1,20}$/.test(orderId));
      if (typeof secret !== 'string' || !secret || secret.length > 500 || !validOrder) {
        throw new GatewayUnavailableError('Paymob intention answer has no client_secret or intention_order_id');
      }
      const link =
        `${base}/unifiedcheckout/?publicKey=${encodeURIComponent(cfg.publicKey)}` + `&clientSecret=${encodeURIComponent(secret)}`;
      return { link, providerRef: String(orderId) };
    },
  };
}

/** The adapter as configured by the environment (bootstrap.ts), or null when a setting is missing. */
export function paymobConfigFrom(env: {
  PUBLIC_URL?: string;
  PAYMOB_SECRET_KEY?: string;
  PAYMOB_PUBLIC_KEY?: string;
  PAYMOB_INTEGRATION_CARD?: number;
  PAYMOB_INTEGRATION_WALLET?: number;
  PAYMOB_INTEGRATION_INSTALLMENTS?: number;
  PAYMOB_BASE_URL: string;
  ORDER_PAYMENT_MINUTES: number;
}): PaymobConfig | null {
  const { PUBLIC_URL, PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY } = env;
  const card = env.PAYMOB_INTEGRATION_CARD;
  const wallet = env.PAYMOB_INTEGRATION_WALLET;
  const installment = env.PAYMOB_INTEGRATION_INSTALLMENTS;
  if (!PUBLIC_URL || !PAYMOB_SECRET_KEY || !PAYMOB_PUBLIC_KEY || !card || !wallet || !installment) return null;
  return {
    baseUrl: env.PAYMOB_BASE_URL,
    secretKey: PAYMOB_SECRET_KEY,
    publicKey: PAYMOB_PUBLIC_KEY,
    integrations: { card, wallet, installment },
    publicUrl: PUBLIC_URL,
    expirationSeconds: env.ORDER_PAYMENT_MINUTES * 60,
  };
}
