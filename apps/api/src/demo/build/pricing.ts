// Card prices in EGP from face values: an exchange rate per currency times the store margin
// (a little more on small cards), rounded to 5 EGP. Reward points: 1 point per 10 EGP paid.
import type { Currency } from '../sources/cards/index.ts';
import { egp } from '../util.ts';

/** EGP per unit of currency used for the demo prices. */
export const EGP_RATES: Record<Currency, number> = {
  USD: 48.5,
  AED: 13.2,
  SAR: 12.93,
  GBP: 64.5,
  EUR: 56.5,
  EGP: 1,
  KWD: 158,
  TRY: 1.15,
};

const SMALL_CARD_EGP = 1000;
const SMALL_CARD_EXTRA = 0.03;

function roundTo5(pounds: number): number {
  return Math.max(5, Math.round(pounds / 5) * 5);
}

export interface CardPrice {
  price: number;
  priceAfterDiscount: number | null;
  redeemPoints: number;
}

/** Price in piastres for a face value; `salePercent` gives a discounted price below it. */
export function cardPrice(face: number, currency: Currency, margin: number, salePercent?: number): CardPrice {
  const base = face * EGP_RATES[currency];
  const pounds = roundTo5(base * (base < SMALL_CARD_EGP ? margin + SMALL_CARD_EXTRA : margin));
  const sale = salePercent ? Math.min(roundTo5(pounds * (1 - salePercent / 100)), pounds - 5) : null;
  return {
    price: egp(pounds),
    priceAfterDiscount: sale === null ? null : egp(sale),
    redeemPoints: Math.floor((sale ?? pounds) / 10),
  };
}
