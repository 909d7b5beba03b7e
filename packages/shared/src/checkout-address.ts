// The checkout's address and wallet-number rules (spec §7 POST users/orders), once: the order
// payload's schema (contract/orders.ts) is built from these limits and patterns, and the
// storefront checks the same rules to show each problem next to its field before sending.
import { typedDigits } from './auth/identifier.ts';

export const ADDRESS_LIMITS = { fullName: 120, city: 80, streetMin: 3, street: 300 } as const;

/** A phone number: 8–15 digits, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9]{8,15}$/;

/** An Egyptian mobile wallet number: 11 digits starting 010, 011, 012 or 015. */
export const WALLET_NUMBER_PATTERN = /^01[0125][0-9]{8}$/;

export interface AddressFields {
  full_name: string;
  city: string;
  street_address: string;
  phone: string;
}

/** Message keys of the address problems (the server's `orders.<key>`, the storefront's too). */
export type AddressProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'cityRequired'
  | 'cityTooLong'
  | 'streetRequired'
  | 'streetTooLong'
  | 'phoneRequired'
  | 'badPhone'
  | 'badWalletNumber'
  | 'walletNumberRequired';

/** The problem of each address field, as the server would judge it (values are trimmed first). */
export function addressProblems(
  a: AddressFields & { wallet_number?: string; walletRequired?: boolean },
): Partial<Record<keyof AddressFields | 'wallet_number', AddressProblem>> {
  const out: Partial<Record<keyof AddressFields | 'wallet_number', AddressProblem>> = {};
  const name = a.full_name.trim();
  const city = a.city.trim();
  const street = a.street_address.trim();
  const phone = typedDigits(a.phone);
  if (!name) out.full_name = 'nameRequired';
  else if (name.length > ADDRESS_LIMITS.fullName) out.full_name = 'nameTooLong';
  if (!city) out.city = 'cityRequired';
  else if (city.length > ADDRESS_LIMITS.city) out.city = 'cityTooLong';
  if (street.length < ADDRESS_LIMITS.streetMin) out.street_address = 'streetRequired';
  else if (street.length > ADDRESS_LIMITS.street) out.street_address = 'streetTooLong';
  if (!phone) out.phone = 'phoneRequired';
  else if (!PHONE_PATTERN.test(phone)) out.phone = 'badPhone';
  if (a.walletRequired) {
    const wallet = typedDigits(a.wallet_number ?? '');
    if (!wallet) out.wallet_number = 'walletNumberRequired';
    else if (!WALLET_NUMBER_PATTERN.test(wallet)) out.wallet_number = 'badWalletNumber';
  }
  return out;
}
