// After sign-in the guest cart is uploaded to the server cart and then cleared (spec §4). When the
// server lowered a quantity to the stock or skipped an item that is no longer sold, the shopper is
// told in the server's words (a cart changed without a word looked like lost items), and so when an
// item costs something else now than the price the guest saw (each entry sends the price it showed,
// the server compares it with today's and names the change); when none of
// the items can be sold any more the list is cleared with the server's message too. Only a failed
// upload keeps the local list and says 'Error while uploading cart items'.
import i18n from '../../lib/i18n/index.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ApiError } from '../../lib/api.ts';
import { clearGuestCart, readGuestCart, type GuestCartEntry } from './guest-cart.ts';
import { notifyErrors } from '../../lib/notify.ts';
import { addItemsToServerCart } from './server-cart.ts';
import { effectivePrice } from '@store/shared';

/** The unit price (EGP) the guest cart showed for an entry, when the stored one reads as a price. */
function seenPrice(entry: GuestCartEntry): number | undefined {
  const { price, price_after_discount: after } = entry.product;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  const shown = effectivePrice(price, typeof after === 'number' && Number.isFinite(after) ? after : null);
  return shown >= 0 ? shown : undefined;
}

/** Uploads the guest cart with POST /cart/add-multiple-items; resolves true when the list was cleared. */
export async function uploadGuestCart(): Promise<boolean> {
  const entries = readGuestCart();
  if (entries.length === 0) return true;
  try {
    const res = await addItemsToServerCart(
      queryClient,
      entries.map((e) => ({ id: e.product.id, qty: e.qty, type: e.type, price: seenPrice(e) })),
    );
    clearGuestCart();
    const { adjusted, skipped, repriced } = res.data;
    if (adjusted.length > 0 || skipped.length > 0 || repriced.length > 0) notifyErrors([res.message]);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not_available') {
      // nothing in it can be bought now: keeping it would only fail again at every sign-in
      clearGuestCart();
      notifyErrors(err.errors.length ? err.errors : [err.message]);
      return true;
    }
    notifyErrors([i18n.t('cart.uploadFailed')]);
    return false;
  }
}

/** The accounts feature calls this right after a sign-in (features/account/signed-in-hooks.ts). */
export async function onSignedIn(): Promise<void> {
  await uploadGuestCart();
}
