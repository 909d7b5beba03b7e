// Request and answer schemas of the cart calls (spec §3 Cart, Buy-now item; §7 cart calls).
// Validation messages are keys ('cart.<key>') the API resolves in the request's language.
import { z } from 'zod';
import { flagField } from '../flags.ts';
import { CART_MAX_BATCH, CART_MAX_QTY } from '../cart.ts';
import { isRecordId } from '../routes.ts';

/**
 * A number sent as a JSON number or as text (forms, query strings), and nothing else:
 * z.coerce.number() alone reads `[1]` as 1, `true` as 1 and `null` as 0 (issue 23).
 */
export const numberInput = (error: string) => z.union([z.number(), z.string()], { error }).pipe(z.coerce.number({ error }));

const qtyField = numberInput('cart.badQty').refine((n) => Number.isInteger(n) && n >= 1 && n <= CART_MAX_QTY, 'cart.badQty');

const idField = numberInput('cart.badId').refine(isRecordId, 'cart.badId');

/** The largest price (EGP) a shopper may say it saw: far above any item's, within an int's piastres. */
const SEEN_PRICE_MAX_EGP = 10_000_000;

/** POST {products|cards}/{id}/add-cart: `add` adds to the line, `update` sets it. */
export const addCartBody = z.object({
  qty: qtyField,
  type: z.enum(['add', 'update'], { error: 'cart.badType' }).default('add'),
});

/** POST cart/add-multiple-items: quantities add to existing lines. */
export const addMultipleBody = z.object({
  items: z
    .array(
      z.object({
        id: idField,
        qty: qtyField,
        type: z.enum(['product', 'card'], { error: 'cart.badItemType' }),
        /** the unit price (EGP) the shopper saw when adding it (a guest cart): a different price now is said */
        price: z
          .number({ error: 'cart.badSeenPrice' })
          .min(0, 'cart.badSeenPrice')
          .max(SEEN_PRICE_MAX_EGP, 'cart.badSeenPrice')
          .optional(),
      }),
      { error: 'cart.badItems' },
    )
    .min(1, 'cart.badItems')
    .max(CART_MAX_BATCH, 'cart.tooManyItems'),
  platform: z.enum(['web', 'android', 'ios'], { error: 'cart.badPlatform' }).default('web'),
});

/** GET users/cart: optionally a single buy-now item instead of the saved cart. */
export const cartQuery = z
  .object({
    is_buy_now: flagField('cart.badBuyNow').optional(),
    product_id: idField.optional(),
    card_id: idField.optional(),
    qty: qtyField.optional(),
  })
  .transform((q) => ({ ...q, buyNow: q.is_buy_now === true }))
  .refine((q) => !q.buyNow || (q.product_id === undefined) !== (q.card_id === undefined), 'cart.buyNowItem');

export const cartLine = z.object({
  /** the product's or card's id (spec §3) */
  id: z.number().int(),
  product_type: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  slug: z.string(),
  img: z.string(),
  price: z.number(),
  price_after_discount: z.number().nullable(),
  qty: z.number().int(),
  total_price: z.number(),
  /** stock type (0 always, 1 managed, 2 unavailable) and units left, for the stepper and label */
  type: z.number().int(),
  stock: z.number().int(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartAnswer = z.object({
  products: z.array(cartLine),
  cards: z.array(cartLine),
  total: z.number(),
  is_cart_updated: z.boolean(),
  tier_increment: z.number().int(),
  max_redeemable_points: z.number().int(),
  min_points_to_use: z.number().int(),
  current_points: z.number().int(),
  usable_points: z.number().int(),
  monetary_value_per_point: z.number(),
});
export type CartAnswer = z.infer<typeof cartAnswer>;

/** Answer of add-cart / delete-cart: the line's quantity now and the number of lines (badge). */
export const cartChangeAnswer = z.object({ qty: z.number().int(), count: z.number().int() });
export type CartChangeAnswer = z.infer<typeof cartChangeAnswer>;

const batchItem = z.object({ id: z.number().int(), type: z.enum(['product', 'card']), qty: z.number().int() });
/**
 * Answer of add-multiple-items: what was added, what was lowered to the stock, what was skipped, and
 * which items cost something else now than the price the shopper saw (sent as `price`).
 */
export const addMultipleAnswer = z.object({
  added: z.array(batchItem),
  adjusted: z.array(batchItem),
  skipped: z.array(z.object({ id: z.number().int(), type: z.enum(['product', 'card']) })),
  repriced: z.array(z.object({ id: z.number().int(), type: z.enum(['product', 'card']) })),
  count: z.number().int(),
});
export type AddMultipleAnswer = z.infer<typeof addMultipleAnswer>;
