// Countries that have cards (flags are drawn by the storefront from iso2) and card platforms
// (name plus a generated logo key).
import type { Bi } from '../util.ts';
import type { PlatformKey } from './kinds.ts';

export interface CountrySeed {
  iso2: string;
  name: Bi;
}

export const countrySeeds: CountrySeed[] = [
  { iso2: 'US', name: ['United States', 'الولايات المتحدة'] },
  { iso2: 'AE', name: ['United Arab Emirates', 'الإمارات العربية المتحدة'] },
  { iso2: 'SA', name: ['Saudi Arabia', 'المملكة العربية السعودية'] },
  { iso2: 'GB', name: ['United Kingdom', 'المملكة المتحدة'] },
  { iso2: 'EG', name: ['Egypt', 'مصر'] },
  { iso2: 'KW', name: ['Kuwait', 'الكويت'] },
  { iso2: 'TR', name: ['Turkey', 'تركيا'] },
  { iso2: 'DE', name: ['Germany (EU)', 'ألمانيا (الاتحاد الأوروبي)'] },
];

export type CountryCode = 'US' | 'AE' | 'SA' | 'GB' | 'EG' | 'KW' | 'TR' | 'DE';

export interface PlatformSeed {
  key: PlatformKey;
  name: string;
}

export const platformSeeds: PlatformSeed[] = [
  { key: 'playstation', name: 'PlayStation' },
  { key: 'xbox', name: 'Xbox' },
  { key: 'steam', name: 'Steam' },
  { key: 'nintendo', name: 'Nintendo' },
  { key: 'apple', name: 'Apple' },
  { key: 'google-play', name: 'Google Play' },
  { key: 'amazon', name: 'Amazon' },
];

export function platformLogoKey(key: PlatformKey): string {
  return `platforms/${key}.svg`;
}

/** Short country tag used in card names, e.g. "PlayStation Store Gift Card $10 (USA)". */
export const COUNTRY_TAG: Record<CountryCode, Bi> = {
  US: ['USA', 'أمريكا'],
  AE: ['UAE', 'الإمارات'],
  SA: ['KSA', 'السعودية'],
  GB: ['UK', 'بريطانيا'],
  EG: ['Egypt', 'مصر'],
  KW: ['Kuwait', 'الكويت'],
  TR: ['Turkey', 'تركيا'],
  DE: ['EU', 'أوروبا'],
};
