// Stylised device silhouettes, one per hardware kind, drawn around (0,0) within about
// 400 × 280 units so callers can place and scale them. Flat shapes, few nodes, a few hundred
// bytes each.
import type { DeviceKind } from '../sources/kinds.ts';

export interface Palette {
  /** background gradient, dark to darker */
  bg: [string, string];
  /** highlight colour (LEDs, fans, trims) */
  accent: string;
}

export const PALETTES: Record<DeviceKind, Palette> = {
  cpu: { bg: ['#1e293b', '#0b1120'], accent: '#f97316' },
  gpu: { bg: ['#0f2a1a', '#050d08'], accent: '#22c55e' },
  motherboard: { bg: ['#0b2235', '#050b14'], accent: '#38bdf8' },
  ram: { bg: ['#2a1155', '#0d0620'], accent: '#c084fc' },
  storage: { bg: ['#0f2d33', '#04141a'], accent: '#22d3ee' },
  psu: { bg: ['#2b2410', '#0e0c05'], accent: '#facc15' },
  case: { bg: ['#1e1b4b', '#09081f'], accent: '#818cf8' },
  cooler: { bg: ['#082f49', '#03131f'], accent: '#38bdf8' },
  console: { bg: ['#0b2a6b', '#040d24'], accent: '#60a5fa' },
  controller: { bg: ['#27235e', '#0b0a24'], accent: '#a5b4fc' },
  headset: { bg: ['#4c0d22', '#18040b'], accent: '#fb7185' },
  keyboard: { bg: ['#0f2f2c', '#04110f'], accent: '#2dd4bf' },
  mouse: { bg: ['#172554', '#060c20'], accent: '#60a5fa' },
  monitor: { bg: ['#2b1d08', '#0c0803'], accent: '#fbbf24' },
  handheld: { bg: ['#1f2a0a', '#090d03'], accent: '#a3e635' },
  vr: { bg: ['#2e0f3d', '#0f0415'], accent: '#e879f9' },
};

const BODY = '#1f2937';
const DARK = '#111827';
const LIGHT = '#e5e7eb';

function fan(cx: number, cy: number, r: number, accent: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${DARK}" stroke="${accent}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#4b5563" stroke-width="${r * 0.5}" stroke-dasharray="${r * 0.35} ${r * 0.2}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="#374151"/>`
  );
}

const draw: Record<DeviceKind, (a: string) => string> = {
  cpu: (a) =>
    `<rect x="-110" y="-110" width="220" height="220" rx="12" fill="#14532d"/>` +
    `<rect x="-104" y="-104" width="208" height="208" rx="8" fill="none" stroke="#d4a017" stroke-width="6" stroke-dasharray="3 5"/>` +
    `<rect x="-80" y="-80" width="160" height="160" rx="10" fill="#cbd5e1"/>` +
    `<rect x="-80" y="-80" width="160" height="160" rx="10" fill="none" stroke="#94a3b8" stroke-width="4"/>` +
    `<path d="M-80 40 L-40 80 L-80 80 Z" fill="${a}"/>` +
    `<rect x="-50" y="-30" width="100" height="12" rx="3" fill="#64748b"/><rect x="-50" y="-6" width="70" height="8" rx="3" fill="#94a3b8"/>`,
  gpu: (a) =>
    `<rect x="-190" y="58" width="150" height="16" fill="#d4a017"/>` +
    `<rect x="-200" y="-80" width="400" height="140" rx="18" fill="${BODY}"/>` +
    `<rect x="-200" y="-80" width="400" height="10" rx="5" fill="${a}"/>` +
    fan(-100, -8, 54, a) +
    fan(35, -8, 54, a) +
    `<rect x="110" y="-50" width="70" height="84" rx="8" fill="${DARK}"/><rect x="122" y="-2" width="46" height="6" fill="${a}"/>`,
  motherboard: (a) =>
    `<rect x="-130" y="-140" width="260" height="280" rx="8" fill="#0f172a" stroke="#334155" stroke-width="3"/>` +
    `<rect x="-130" y="-140" width="50" height="90" fill="#374151"/>` +
    `<rect x="-60" y="-110" width="80" height="80" rx="4" fill="#cbd5e1"/><rect x="-48" y="-98" width="56" height="56" fill="none" stroke="#64748b" stroke-width="3"/>` +
    `<g fill="${DARK}" stroke="${a}" stroke-width="2"><rect x="50" y="-120" width="10" height="120"/><rect x="68" y="-120" width="10" height="120"/><rect x="86" y="-120" width="10" height="120"/><rect x="104" y="-120" width="10" height="120"/></g>` +
    `<rect x="-110" y="20" width="200" height="14" rx="3" fill="#475569"/><rect x="-110" y="80" width="200" height="14" rx="3" fill="#475569"/>` +
    `<rect x="-100" y="44" width="140" height="22" rx="4" fill="#1e293b" stroke="${a}" stroke-width="2"/>` +
    `<path d="M-20 -20 H40 V10 M-70 0 H-30 V110 H60" fill="none" stroke="${a}" stroke-width="2" opacity=".6"/>`,
  ram: (a) =>
    [-40, 30]
      .map(
        (y, i) =>
          `<g transform="translate(${i * 24} ${y})"><rect x="-190" y="-40" width="360" height="76" rx="6" fill="${BODY}"/>` +
          `<rect x="-190" y="-52" width="360" height="14" rx="5" fill="${a}"/>` +
          `<rect x="-182" y="36" width="344" height="12" fill="#d4a017"/><rect x="-182" y="36" width="344" height="12" fill="none" stroke="${DARK}" stroke-width="4" stroke-dasharray="2 5"/>` +
          `<rect x="-60" y="-20" width="120" height="34" rx="4" fill="#374151"/></g>`,
      )
      .join(''),
  storage: (a) =>
    `<rect x="-190" y="-44" width="380" height="88" rx="8" fill="#0b3d2e"/>` +
    `<rect x="190" y="-30" width="14" height="60" fill="#d4a017"/>` +
    `<g fill="${DARK}"><rect x="-150" y="-30" width="70" height="60" rx="4"/><rect x="-60" y="-30" width="70" height="60" rx="4"/><rect x="30" y="-30" width="70" height="60" rx="4"/></g>` +
    `<rect x="-160" y="-36" width="270" height="36" rx="4" fill="${LIGHT}" opacity=".92"/><rect x="-150" y="-26" width="90" height="10" fill="${a}"/>` +
    `<circle cx="-178" cy="0" r="8" fill="#0f172a" stroke="#d4a017" stroke-width="3"/>`,
  psu: (a) =>
    `<rect x="-150" y="-100" width="300" height="200" rx="14" fill="${BODY}"/>` +
    `<circle cx="-20" cy="0" r="78" fill="${DARK}"/>` +
    `<circle cx="-20" cy="0" r="70" fill="none" stroke="#6b7280" stroke-width="3"/><circle cx="-20" cy="0" r="50" fill="none" stroke="#6b7280" stroke-width="3"/><circle cx="-20" cy="0" r="30" fill="none" stroke="#6b7280" stroke-width="3"/>` +
    `<path d="M-98 0 H58 M-20 -78 V78" stroke="#6b7280" stroke-width="3"/>` +
    `<rect x="82" y="-80" width="50" height="160" rx="6" fill="${a}"/><rect x="92" y="-66" width="30" height="40" fill="${DARK}"/>`,
  case: (a) =>
    `<rect x="-100" y="-140" width="200" height="280" rx="12" fill="${BODY}"/>` +
    `<rect x="-86" y="-126" width="140" height="252" rx="6" fill="#0b1220" stroke="#334155" stroke-width="3"/>` +
    fan(-16, -68, 38, a) +
    fan(-16, 16, 38, a) +
    `<rect x="-70" y="70" width="110" height="30" rx="4" fill="#374151"/>` +
    `<rect x="66" y="-126" width="22" height="252" rx="4" fill="${DARK}"/><circle cx="77" cy="-110" r="6" fill="${a}"/>`,
  cooler: (a) =>
    `<path d="M-70 110 C-70 40 -60 0 -60 -100 M70 110 C70 40 60 0 60 -100 M-30 110 V-100 M30 110 V-100" stroke="#b45309" stroke-width="10" fill="none"/>` +
    `<rect x="-110" y="-110" width="220" height="190" rx="4" fill="#6b7280"/>` +
    `<rect x="-110" y="-110" width="220" height="190" rx="4" fill="url(#fins)"/>` +
    `<rect x="-90" y="-90" width="180" height="160" rx="14" fill="${DARK}"/>` +
    fan(0, -10, 70, a) +
    `<rect x="-50" y="100" width="100" height="26" rx="4" fill="#d1d5db"/>`,
  console: (a) =>
    `<path d="M-40 -140 H40 V140 H-40 Z" fill="${DARK}"/>` +
    `<path d="M-40 -140 C-110 -130 -120 -60 -100 40 C-90 100 -80 130 -40 140 Z" fill="${LIGHT}"/>` +
    `<path d="M40 -140 C110 -130 120 -60 100 40 C90 100 80 130 40 140 Z" fill="${LIGHT}"/>` +
    `<rect x="-6" y="-120" width="12" height="240" rx="6" fill="${a}" opacity=".85"/>` +
    `<rect x="-90" y="140" width="180" height="14" rx="6" fill="#374151"/>`,
  controller: (a) =>
    `<path d="M-150 -40 C-150 -80 -110 -90 -70 -85 L70 -85 C110 -90 150 -80 150 -40 L172 62 C180 104 140 122 114 96 L80 56 L-80 56 L-114 96 C-140 122 -180 104 -172 62 Z" fill="${LIGHT}"/>` +
    `<path d="M-70 -85 L70 -85 L60 20 L-60 20 Z" fill="${DARK}"/>` +
    `<circle cx="-56" cy="30" r="24" fill="${DARK}"/><circle cx="56" cy="30" r="24" fill="${DARK}"/>` +
    `<path d="M-120 -30 h12 v-12 h12 v12 h12 v12 h-12 v12 h-12 v-12 h-12 Z" fill="#374151"/>` +
    `<g fill="${a}"><circle cx="110" cy="-46" r="9"/><circle cx="128" cy="-28" r="9"/><circle cx="92" cy="-28" r="9"/><circle cx="110" cy="-10" r="9"/></g>` +
    `<rect x="-40" y="-75" width="80" height="6" rx="3" fill="${a}"/>`,
  headset: (a) =>
    `<path d="M-120 40 C-130 -150 130 -150 120 40" fill="none" stroke="${BODY}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M-120 40 C-130 -150 130 -150 120 40" fill="none" stroke="${a}" stroke-width="4" opacity=".7"/>` +
    `<rect x="-160" y="10" width="80" height="120" rx="36" fill="${DARK}"/><rect x="80" y="10" width="80" height="120" rx="36" fill="${DARK}"/>` +
    `<rect x="-150" y="26" width="60" height="88" rx="28" fill="${BODY}" stroke="${a}" stroke-width="3"/><rect x="90" y="26" width="60" height="88" rx="28" fill="${BODY}" stroke="${a}" stroke-width="3"/>` +
    `<path d="M-140 110 C-130 150 -80 160 -50 150" fill="none" stroke="${DARK}" stroke-width="8" stroke-linecap="round"/><circle cx="-46" cy="150" r="9" fill="${a}"/>`,
  keyboard: (a) =>
    `<rect x="-200" y="-80" width="400" height="160" rx="14" fill="${BODY}"/>` +
    `<rect x="-200" y="72" width="400" height="8" rx="4" fill="${a}" opacity=".8"/>` +
    `<rect x="-184" y="-64" width="368" height="104" fill="url(#keys)"/>` +
    `<rect x="-90" y="44" width="180" height="20" rx="4" fill="#4b5563"/>`,
  mouse: (a) =>
    `<path d="M0 -140 C80 -140 100 -60 100 20 C100 100 60 140 0 140 C-60 140 -100 100 -100 20 C-100 -60 -80 -140 0 -140 Z" fill="${BODY}"/>` +
    `<path d="M0 -140 V-30 M-100 -20 C-60 -36 60 -36 100 -20" fill="none" stroke="${DARK}" stroke-width="4"/>` +
    `<rect x="-9" y="-110" width="18" height="40" rx="9" fill="#4b5563" stroke="${a}" stroke-width="3"/>` +
    `<path d="M-20 60 L0 30 L20 60 Z" fill="${a}"/>`,
  monitor: (a) =>
    `<rect x="-200" y="-130" width="400" height="230" rx="10" fill="${DARK}"/>` +
    `<rect x="-188" y="-118" width="376" height="206" rx="4" fill="url(#scr)"/>` +
    `<path d="M-188 40 L-80 -30 L0 20 L90 -60 L188 0 V88 H-188 Z" fill="${a}" opacity=".35"/>` +
    `<path d="M-24 100 L-40 150 H40 L24 100 Z" fill="${BODY}"/><rect x="-90" y="146" width="180" height="12" rx="6" fill="${BODY}"/>`,
  handheld: (a) =>
    `<rect x="-200" y="-90" width="400" height="180" rx="70" fill="${BODY}"/>` +
    `<rect x="-110" y="-70" width="220" height="140" rx="8" fill="url(#scr)"/>` +
    `<circle cx="-155" cy="-30" r="18" fill="${DARK}"/><circle cx="155" cy="30" r="18" fill="${DARK}"/>` +
    `<path d="M-168 22 h9 v-9 h9 v9 h9 v9 h-9 v9 h-9 v-9 h-9 Z" fill="#4b5563"/>` +
    `<g fill="${a}"><circle cx="155" cy="-48" r="7"/><circle cx="169" cy="-34" r="7"/><circle cx="141" cy="-34" r="7"/><circle cx="155" cy="-20" r="7"/></g>`,
  vr: (a) =>
    `<path d="M-150 -20 C-220 -20 -220 90 -140 100 M150 -20 C220 -20 220 90 140 100" fill="none" stroke="${DARK}" stroke-width="16"/>` +
    `<rect x="-160" y="-80" width="320" height="160" rx="60" fill="${LIGHT}"/>` +
    `<rect x="-140" y="-60" width="280" height="120" rx="48" fill="${DARK}"/>` +
    `<ellipse cx="-60" cy="0" rx="44" ry="34" fill="${BODY}" stroke="${a}" stroke-width="3"/><ellipse cx="60" cy="0" rx="44" ry="34" fill="${BODY}" stroke="${a}" stroke-width="3"/>` +
    `<circle cx="-110" cy="-40" r="6" fill="${a}"/><circle cx="110" cy="-40" r="6" fill="${a}"/>`,
};

/** Shared defs some silhouettes rely on: key-cap and fin patterns, a screen gradient. */
export function deviceDefs(accent: string): string {
  return (
    `<pattern id="keys" width="23" height="26" patternUnits="userSpaceOnUse"><rect x="1" y="1" width="20" height="22" rx="3" fill="#4b5563"/><rect x="4" y="3" width="14" height="15" rx="2" fill="#6b7280"/></pattern>` +
    `<pattern id="fins" width="10" height="7" patternUnits="userSpaceOnUse"><rect width="10" height="4" fill="#d1d5db"/></pattern>` +
    `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="${accent}"/></linearGradient>`
  );
}

/** Extra scale for the smaller silhouettes so every kind fills a frame about equally. */
const FIT: Partial<Record<DeviceKind, number>> = { cpu: 1.3, storage: 1.1, psu: 1.1, mouse: 0.95 };

export function deviceShape(kind: DeviceKind, accent: string): string {
  const fit = FIT[kind];
  return fit ? `<g transform="scale(${fit})">${draw[kind](accent)}</g>` : draw[kind](accent);
}
