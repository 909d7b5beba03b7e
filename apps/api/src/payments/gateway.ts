// The payment adapter every gateway implements (DESIGN.md integrations). The store writes a
// `payments` row (provider = gateway name, amount in piastres) inside the order's or top-up's
// transaction; after that commits, `start` asks the gateway for the page the shopper is sent to.
// Results come back through the gateway's own verified callback route, which calls
// settlePayment() (settle.ts) — never through an unsigned field.
import type { Lang } from '../http/messages.ts';

/** How a payment method is paid (payment_methods.provider without the gateway prefix). */
export type MethodKind = 'card' | 'wallet' | 'installment';

export interface StartPayment {
  /** our payments row */
  paymentId: number;
  /** integer piastres, EGP */
  amount: number;
  method: { id: number; kind: MethodKind };
  lang: Lang;
  /** what is being paid for: an order, or a wallet top-up */
  subject: { type: 'order'; orderId: number; number: string } | { type: 'topup'; topupId: number };
  customer: {
    fullName: string;
    email: string;
    /** international form, e.g. +2010… */
    phone: string;
    /** mobile-wallet number entered at checkout (method kind 'wallet') */
    walletNumber: string | null;
    city?: string;
    streetAddress?: string;
  };
  /** line items for gateways that show them; amounts in piastres and summing to `amount` is not required */
  items: { name: string; amount: number; quantity: number }[];
}

export interface StartedPayment {
  /** absolute or site-relative address the shopper's browser goes to */
  link: string;
  /** the gateway's id for this payment (stored in payments.provider_ref, the key callbacks are matched by) */
  providerRef?: string;
}

export interface RefundRequest {
  paymentId: number;
  /** the gateway's reference of the payment (payments.provider_ref) */
  providerRef: string | null;
  /** the gateway's transaction id, when its callback gave one */
  transactionId: string | null;
  /** piastres to give back */
  amount: number;
}

export interface PaymentGateway {
  /** payments.provider value, e.g. 'sandbox' or 'paymob' */
  readonly name: string;
  start(p: StartPayment): Promise<StartedPayment>;
  /** gives `amount` of a paid payment back to the shopper's card or wallet; throws GatewayUnavailableError when it cannot */
  refund(r: RefundRequest): Promise<void>;
}

/** A gateway could not be reached or refused to start the payment: the order is released. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** payment_methods.provider → the kind a gateway needs (cod and store_wallet never reach a gateway). */
export function methodKindOf(provider: string): MethodKind {
  if (provider.endsWith('_wallet')) return 'wallet';
  if (provider.endsWith('_installment')) return 'installment';
  return 'card';
}
