// After sign-in the guest cart is uploaded to the server cart and then cleared (spec §4); a
// failed upload keeps the local list and says 'Error while uploading cart items'.
import i18n from '../../lib/i18n/index.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearGuestCart, readGuestCart } from './guest-cart.ts';
import { notifyErrors } from '../../lib/notify.ts';
import { addItemsToServerCart } from './server-cart.ts';

/** Uploads the guest cart with POST /cart/add-multiple-items; resolves true when the list was cleared. */
export async function uploadGuestCart(): Promise<boolean> {
  const entries = readGuestCart();
  if (entries.length === 0) return true;
  try {
    await addItemsToServerCart(
      queryClient,
      entries.map((e) => ({ id: e.product.id, qty: e.qty, type: e.type })),
    );
    clearGuestCart();
    return true;
  } catch {
    notifyErrors([i18n.t('cart.uploadFailed')]);
    return false;
  }
}

/** The accounts feature calls this right after a sign-in (features/account/signed-in-hooks.ts). */
export async function onSignedIn(): Promise<void> {
  await uploadGuestCart();
}
