// How digital cards are written in the seed data: a family per (sub-category, country) with its
// denominations. The builder prices each denomination in EGP from its face value.
import type { Bi } from '../../util.ts';
import type { PlatformKey } from '../kinds.ts';
import type { CountryCode } from '../regions.ts';

export type Currency = 'USD' | 'AED' | 'SAR' | 'GBP' | 'EUR' | 'EGP' | 'KWD' | 'TRY';

export interface Denomination {
  /** short_name, e.g. "$10"; '' for a card without denominations */
  label: string;
  /** Arabic wording of the label for the Arabic card name; default from the currency */
  labelAr?: string;
  /** face value in the family's currency */
  face: number;
  /** percent off the EGP price */
  sale?: number;
  deal?: boolean;
  /** default: managed stock with codes */
  stock?: 'sold-out' | 'always' | 'unavailable';
}

/** Texts shared by every family of a sub-category; `{country}` is replaced by the country. */
export interface CardTexts {
  title: Bi;
  desc: Bi;
  keywords: string[];
  systemRequirement?: Bi;
}

export interface CardFamily {
  categoryId: number;
  country: CountryCode;
  platform: PlatformKey;
  currency: Currency;
  texts: CardTexts;
  /** overrides texts.title (e.g. a single subscription product) */
  title?: Bi;
  denominations: Denomination[];
  regions: Bi[];
  languages: Bi[];
  /** margin over the exchange rate; default 1.12 */
  margin?: number;
  /** created this many days ago; default spread over the last 120 days */
  daysAgo?: number;
}
