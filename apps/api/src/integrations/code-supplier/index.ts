// The code supplier adapter (issue 22): cards whose stock is not managed (stock type 0, "always in
// stock") are bought on demand from a distributor when the order is paid, as digital card stores
// do. The store first uses codes it already has for the card; the rest are asked from the supplier
// after the payment's transaction commits (a real distributor is a network call), and recorded
// as sold codes of the line. When the supplier cannot deliver, the order is on hold with its
// reason, the order page says the code is being prepared, and the `fetch-supplier-codes` job
// retries; the customer is e-mailed when the codes arrive.
//
// Contract for a real distributor's adapter:
//  - `issue({cardId, sku, qty, reference})` answers exactly `qty` codes, or throws
//    SupplierUnavailableError (out of stock, unreachable, refused) — never a partial answer
//    (answer fewer and the rest is asked again later under the same reference).
//  - `reference` (`line-{order line id}-{n already delivered}`) is the idempotency key: asking
//    again with the same reference must answer the same codes, not new ones — so a crash between
//    the distributor's answer and our commit does not buy twice.
//  - it must answer within a few seconds (the caller holds no database lock while waiting).
import crypto from 'node:crypto';

export interface SupplierRequest {
  cardId: number;
  /** the card's slug: the distributor's product key in this store */
  sku: string;
  qty: number;
  reference: string;
}

export interface SuppliedCode {
  code: string;
  serial: string;
}

export interface CodeSupplier {
  readonly name: string;
  issue(req: SupplierRequest): Promise<SuppliedCode[]>;
}

export class SupplierUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SupplierUnavailableError';
  }
}

/** The local sandbox distributor: issues fresh random codes at once (the same ones for a repeated reference). */
export function sandboxSupplier(secret: string): CodeSupplier {
  return {
    name: 'sandbox',
    async issue(req) {
      return Array.from({ length: req.qty }, (_, i) => {
        const digest = crypto.createHmac('sha256', secret).update(`${req.reference}:${i}`).digest('hex').toUpperCase();
        return {
          code: `SBX-${digest.slice(0, 4)}-${digest.slice(4, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}`,
          serial: `S${digest.slice(16, 28)}`,
        };
      });
    },
  };
}

/** A supplier that never delivers (CODE_SUPPLIER=off): every always-in-stock card waits for staff. */
export const offSupplier: CodeSupplier = {
  name: 'off',
  async issue() {
    throw new SupplierUnavailableError('no code supplier is configured');
  },
};
