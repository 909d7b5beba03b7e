// Work other features do right after a sign-in (spec §4: the guest cart is uploaded to the
// server, then cleared by the cart feature).
import { onSignedIn as uploadGuestCart } from '../cart/index.ts';

export async function runSignedInHooks(): Promise<void> {
  await uploadGuestCart();
}
