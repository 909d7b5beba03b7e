// Platform art: brand-like colours and a simple motif per platform (not the real logos), used
// for platform logos, card faces and the card "how to redeem" back image.
import type { PlatformKey } from '../sources/kinds.ts';
import { linear, place, svgDoc, text, wordmark } from './svg.ts';

interface Brand {
  name: string;
  bg: [string, string];
  ink: string;
  motif: (ink: string) => string;
}

/** Motifs are drawn around (0,0) within about 120 × 120 units. */
const BRANDS: Record<PlatformKey, Brand> = {
  playstation: {
    name: 'PlayStation',
    bg: ['#0070d1', '#00246b'],
    ink: '#ffffff',
    motif: (c) =>
      `<g fill="none" stroke="${c}" stroke-width="7"><path d="M-52 -12 L-30 -50 L-8 -12 Z"/><circle cx="34" cy="-30" r="20"/>` +
      `<path d="M-48 14 L-12 50 M-12 14 L-48 50"/><rect x="14" y="14" width="38" height="36"/></g>`,
  },
  xbox: {
    name: 'Xbox',
    bg: ['#16a34a', '#0b4d0b'],
    ink: '#ffffff',
    motif: (c) =>
      `<circle r="56" fill="none" stroke="${c}" stroke-width="9"/>` +
      `<path d="M-34 -38 C-6 -16 6 -16 34 -38 M-38 36 C-10 0 10 0 38 36" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round"/>`,
  },
  steam: {
    name: 'Steam',
    bg: ['#2a475e', '#171a21'],
    ink: '#c7d5e0',
    motif: (c) =>
      `<circle cx="26" cy="-18" r="30" fill="none" stroke="${c}" stroke-width="9"/><circle cx="26" cy="-18" r="12" fill="${c}"/>` +
      `<circle cx="-34" cy="28" r="18" fill="none" stroke="${c}" stroke-width="8"/><path d="M-20 20 L8 0" stroke="${c}" stroke-width="12" stroke-linecap="round"/>`,
  },
  nintendo: {
    name: 'Nintendo',
    bg: ['#ff4554', '#c00010'],
    ink: '#ffffff',
    motif: (c) =>
      `<rect x="-60" y="-44" width="120" height="88" rx="44" fill="none" stroke="${c}" stroke-width="8"/>` +
      `<rect x="-36" y="-30" width="28" height="60" rx="14" fill="${c}"/><circle cx="24" cy="0" r="14" fill="${c}"/>`,
  },
  apple: {
    name: 'Apple',
    bg: ['#5856d6', '#ff2d55'],
    ink: '#ffffff',
    motif: (c) =>
      `<path d="M0 -26 C-26 -44 -62 -28 -56 10 C-52 40 -30 60 -14 56 C-6 54 6 54 14 56 C30 60 52 40 56 10 C62 -28 26 -44 0 -26 Z" fill="${c}"/>` +
      `<path d="M2 -32 C4 -50 16 -60 30 -62 C28 -46 18 -36 2 -32 Z" fill="${c}"/>`,
  },
  'google-play': {
    name: 'Google Play',
    bg: ['#3c4043', '#202124'],
    ink: '#ffffff',
    motif: () =>
      `<path d="M-44 -58 L20 0 L-44 58 Z" fill="#00c2ff"/><path d="M-44 -58 L44 -8 L20 0 Z" fill="#00e676"/>` +
      `<path d="M-44 58 L44 8 L20 0 Z" fill="#ff3d57"/><path d="M20 0 L44 -8 L60 0 L44 8 Z" fill="#ffd400"/>`,
  },
  amazon: {
    name: 'Amazon',
    bg: ['#37475a', '#131a22'],
    ink: '#ffffff',
    motif: () =>
      `<path d="M-60 10 C-20 44 30 44 60 14" fill="none" stroke="#ff9900" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M44 2 L64 12 L54 32" fill="none" stroke="#ff9900" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
};

/** Square platform logo (256 × 256) with the motif and the platform name. */
export function platformLogo(key: PlatformKey): string {
  const b = BRANDS[key];
  return svgDoc(
    256,
    256,
    linear('bg', b.bg[0], b.bg[1]),
    `<rect width="256" height="256" rx="40" fill="url(#bg)"/>` +
      place(b.motif(b.ink), 128, 104, 0.95) +
      text(128, 214, b.name, { size: b.name.length > 8 ? 28 : 32, weight: 700, anchor: 'middle', fill: b.ink }),
  );
}

/** The platform motif alone, for category logos (scaled to fit a 256 square). */
export function platformMotif(key: PlatformKey): { motif: string; bg: [string, string] } {
  const b = BRANDS[key];
  return { motif: b.motif(b.ink), bg: b.bg };
}

/** Card face (600 × 380): brand colours, platform name, denomination and country tag. */
export function cardFace(key: PlatformKey, denomination: string, countryTag: string, caption: string): string {
  const b = BRANDS[key];
  const big = denomination || 'Gift Card';
  const bigSize = big.length > 12 ? 40 : big.length > 6 ? 58 : 84;
  const pill = 40 + countryTag.length * 17;
  return svgDoc(
    600,
    380,
    linear('bg', b.bg[0], b.bg[1]),
    `<rect width="600" height="380" rx="28" fill="url(#bg)"/>` +
      `<circle cx="560" cy="-20" r="220" fill="#ffffff" opacity=".07"/><circle cx="520" cy="420" r="160" fill="#ffffff" opacity=".05"/>` +
      place(b.motif(b.ink), 92, 92, 0.6) +
      text(150, 104, b.name, { size: 36, weight: 700, fill: b.ink }) +
      text(560, 250, big, { size: bigSize, weight: 800, anchor: 'end', fill: b.ink }) +
      `<rect x="40" y="296" width="${pill}" height="44" rx="22" fill="#000000" opacity=".3"/>` +
      text(40 + pill / 2, 326, countryTag, { size: 24, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
      text(560, 328, caption, { size: 18, anchor: 'end', fill: b.ink, opacity: 0.8 }),
  );
}

/** Second card image: how the code is delivered, in both languages. */
export function cardBack(key: PlatformKey): string {
  const b = BRANDS[key];
  return svgDoc(
    600,
    380,
    linear('bg', b.bg[1], b.bg[0]),
    `<rect width="600" height="380" rx="28" fill="url(#bg)"/>` +
      place(b.motif(b.ink), 300, 96, 0.55) +
      `<rect x="90" y="150" width="420" height="64" rx="12" fill="#ffffff" opacity=".92"/>` +
      text(300, 193, 'XXXX-XXXX-XXXX', { size: 30, weight: 700, anchor: 'middle', fill: '#1f2937', spacing: 3 }) +
      text(300, 262, 'Instant digital code', { size: 26, weight: 600, anchor: 'middle', fill: b.ink }) +
      text(300, 302, 'كود رقمي يصلك فورًا', { size: 26, weight: 600, anchor: 'middle', fill: b.ink, rtl: true }) +
      wordmark(300, 352, 16, 'middle'),
  );
}
