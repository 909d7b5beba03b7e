// Steps the shopper specs share: the mobile-app popup answered before any page loads, the signed-in
// shopper's cart and wishlist emptied after a test (the projects share one server), and an order
// bought through the API and paid on the sandbox gateway's page in the browser.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Chooses "continue in the browser" for the mobile-app popup, so it never covers a page. */
export async function skipAppPopup(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: "localStorage.setItem('app_popup_choice', 'browser')" });
}

/**
 * Scrolls down the page a step at a time to its end, as a person does: the sections no first view
 * shows are drawn as they near the screen (components/ui/Deferred.tsx).
 */
export async function scrollThrough(page: Page): Promise<void> {
  const atEnd = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
  for (let step = 0; step < 40 && !(await atEnd()); step++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(50);
  }
}

/**
 * Empties the cart and the wishlist of whoever is signed in on the page (nobody: nothing), so the
 * next test or project starts from the same state; a page already gone is no failure.
 */
export async function emptyCartAndWishlist(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const token = sessionStorage.getItem('user_token');
      if (!token) return;
      const headers = { authorization: `Bearer ${token}` };
      type Line = { id: number };
      const cart = (await (await fetch('/api/users/cart', { headers })).json()) as { data: { products: Line[]; cards: Line[] } };
      for (const p of cart.data.products) await fetch(`/api/products/${p.id}/delete-cart`, { method: 'DELETE', headers });
      for (const c of cart.data.cards) await fetch(`/api/cards/${c.id}/delete-cart`, { method: 'DELETE', headers });
      type Liked = { data: { products: { products: Line[] }; cards: { cards: Line[] } } };
      const liked = (await (await fetch('/api/users/liked', { headers })).json()) as Liked;
      for (const p of liked.data.products.products) await fetch(`/api/products/${p.id}/liked`, { method: 'POST', headers });
      for (const c of liked.data.cards.cards) await fetch(`/api/cards/${c.id}/liked`, { method: 'POST', headers });
    })
    .catch(() => undefined);
}

/**
 * Places a Buy now order of one item for the shopper whose `headers` are given (POST
 * /api/users/orders with the demo customer's address); answers its id and payment link.
 */
export async function placeBuyNow(
  page: Page,
  headers: Record<string, string>,
  item: { card_id: number } | { product_id: number },
  shipping_method: number,
  payment_id = 1,
): Promise<{ order_id: number; payment_link: string | null }> {
  const placed = (await (
    await page.request.post('/api/users/orders', {
      headers,
      data: {
        full_name: 'Demo Customer',
        country: 'Egypt',
        city: 'Cairo',
        street_address: '15 Abbas El Akkad',
        phone: '01012345678',
        shipping_method,
        payment_id,
        is_buy_now: 1,
        ...item,
        qty: 1,
      },
    })
  ).json()) as { status: boolean; data: { order_id: number; payment_link: string | null } };
  expect(placed.status, JSON.stringify(placed)).toBe(true);
  return placed.data;
}

/**
 * Buys one item now for the shopper whose `headers` are given (placeBuyNow), then presses Pay on the sandbox gateway's page and waits for the
 * order's page; answers the order's id. When the shopper's wallet covers the whole order there is
 * no gateway page (the wallet pays first at checkout), and the order is paid already.
 */
export async function buyAndPay(
  page: Page,
  t: (en: string, ar: string) => string | RegExp,
  headers: Record<string, string>,
  item: { card_id: number } | { product_id: number },
  shipping_method: number,
): Promise<number> {
  const placed = { data: await placeBuyNow(page, headers, item, shipping_method) };
  if (placed.data.payment_link) {
    await page.goto(placed.data.payment_link);
    await page.getByRole('button', { name: t('Pay', 'ادفع'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/order/${placed.data.order_id}`);
  }
  return placed.data.order_id;
}
