// The part of Apple's ApplePaySession (Apple Pay JS) the test page uses, and the test payment of
// spec §2: total 20, country US, currency USD, networks visa, masterCard, amex, discover.

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string };
}

export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

export const TEST_PAYMENT: ApplePayPaymentRequest = {
  countryCode: 'US',
  currencyCode: 'USD',
  supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
  merchantCapabilities: ['supports3DS'],
  total: { label: 'Gamers Souq', amount: '20.00' },
};

/** Apple Pay JS when this browser has it (Safari on Apple devices), else null. */
export function applePaySession(): ApplePaySessionClass | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession ?? null;
}

/** Whether the device can pay with Apple Pay (spec §2: "says whether the device supports it"). */
export function canUseApplePay(): boolean {
  const session = applePaySession();
  try {
    return Boolean(session?.canMakePayments());
  } catch {
    return false;
  }
}
