// Category logos (256 × 256): the device silhouette for hardware, the platform motif for digital
// sub-categories and a few simple icons for the top-level categories.
import { isDeviceKind, isPlatformKey, type ArtKind, type StoreIcon } from '../sources/kinds.ts';
import { platformMotif } from './brands.ts';
import { PALETTES, deviceDefs, deviceShape } from './devices.ts';
import { linear, place, svgDoc } from './svg.ts';

const W = '#ffffff';

const ICONS: Record<StoreIcon, { bg: [string, string]; icon: string }> = {
  hardware: {
    bg: ['#4338ca', '#1e1b4b'],
    icon: `<circle r="62" fill="none" stroke="${W}" stroke-width="22" stroke-dasharray="20 12"/><circle r="34" fill="none" stroke="${W}" stroke-width="14"/>`,
  },
  digital: {
    bg: ['#0ea5e9', '#0c4a6e'],
    icon:
      `<rect x="-70" y="-30" width="120" height="78" rx="10" fill="${W}" opacity=".5" transform="rotate(-14)"/>` +
      `<rect x="-50" y="-40" width="120" height="78" rx="10" fill="${W}"/><rect x="-36" y="-22" width="40" height="10" rx="4" fill="#0c4a6e"/>`,
  },
  globe: {
    bg: ['#db2777', '#3b0764'],
    icon: `<g fill="none" stroke="${W}" stroke-width="8"><circle r="64"/><ellipse rx="28" ry="64"/><path d="M-64 0 H64 M-56 -30 H56 M-56 30 H56"/></g>`,
  },
  gamepad: {
    bg: ['#7c3aed', '#2e1065'],
    icon:
      `<path d="M-70 -20 C-70 -44 -50 -48 -30 -46 H30 C50 -48 70 -44 70 -20 L82 34 C86 56 66 66 52 52 L34 30 H-34 L-52 52 C-66 66 -86 56 -82 34 Z" fill="${W}"/>` +
      `<path d="M-50 -14 h8 v-8 h8 v8 h8 v8 h-8 v8 h-8 v-8 h-8 Z" fill="#2e1065"/><circle cx="40" cy="-10" r="7" fill="#2e1065"/>`,
  },
  gift: {
    bg: ['#f59e0b', '#7c2d12'],
    icon:
      `<rect x="-60" y="-20" width="120" height="80" rx="6" fill="${W}"/><rect x="-68" y="-42" width="136" height="26" rx="6" fill="${W}"/>` +
      `<rect x="-9" y="-42" width="18" height="102" fill="#7c2d12"/><path d="M0 -42 C-30 -80 -56 -50 -20 -42 M0 -42 C30 -80 56 -50 20 -42" fill="none" stroke="${W}" stroke-width="8"/>`,
  },
  subscription: {
    bg: ['#10b981', '#064e3b'],
    icon:
      `<path d="M-50 -20 A56 56 0 0 1 48 -28" fill="none" stroke="${W}" stroke-width="14" stroke-linecap="round"/><path d="M36 -52 L58 -24 L26 -14 Z" fill="${W}"/>` +
      `<path d="M50 20 A56 56 0 0 1 -48 28" fill="none" stroke="${W}" stroke-width="14" stroke-linecap="round"/><path d="M-36 52 L-58 24 L-26 14 Z" fill="${W}"/>`,
  },
};

function tile(bg: [string, string], art: string, defs = ''): string {
  return svgDoc(256, 256, linear('bg', bg[0], bg[1]) + defs, `<rect width="256" height="256" rx="40" fill="url(#bg)"/>` + art);
}

export function categoryLogo(art: ArtKind): string {
  if (isDeviceKind(art)) {
    const p = PALETTES[art];
    return tile(p.bg, place(deviceShape(art, p.accent), 128, 128, 0.5), deviceDefs(p.accent));
  }
  if (isPlatformKey(art)) {
    const { motif, bg } = platformMotif(art);
    return tile(bg, place(motif, 128, 128, 1.1));
  }
  const { bg, icon } = ICONS[art];
  return tile(bg, place(icon, 128, 128, 1));
}
