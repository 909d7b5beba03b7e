// Building blocks for card families: language and region labels, and denomination lists in
// a currency ("$10", "£20", "AED 50").
import type { Bi } from '../../util.ts';
import type { Denomination } from './types.ts';

export const EN: Bi = ['English', 'الإنجليزية'];
export const AR: Bi = ['Arabic', 'العربية'];
export const DE: Bi = ['German', 'الألمانية'];
export const FR: Bi = ['French', 'الفرنسية'];
export const TR: Bi = ['Turkish', 'التركية'];

export const REGION = {
  US: ['United States', 'الولايات المتحدة'],
  UK: ['United Kingdom', 'المملكة المتحدة'],
  AE: ['United Arab Emirates', 'الإمارات'],
  SA: ['Saudi Arabia', 'السعودية'],
  KW: ['Kuwait', 'الكويت'],
  EG: ['Egypt', 'مصر'],
  TR: ['Turkey', 'تركيا'],
  EU: ['European Union', 'الاتحاد الأوروبي'],
  GCC: ['GCC countries', 'دول الخليج'],
} satisfies Record<string, Bi>;

/** Denominations in one currency from face values: "$10", "£20", "AED 50". */
export function faces(
  format: (n: number) => string,
  values: number[],
  extra: Record<number, Partial<Denomination>> = {},
): Denomination[] {
  return values.map((face) => ({ label: format(face), face, ...extra[face] }));
}

export const usd = (n: number): string => `$${n}`;
export const gbp = (n: number): string => `£${n}`;
export const eur = (n: number): string => `€${n}`;
export const aed = (n: number): string => `AED ${n}`;
export const sar = (n: number): string => `SAR ${n}`;
export const egpLabel = (n: number): string => `EGP ${n}`;
export const tryLabel = (n: number): string => `₺${n}`;
