// Wide art: hero slides (1600 × 600), top/bottom ads (1200 × 250, English and Arabic variants)
// and post images (800 × 450). Graphics come from the device silhouettes and platform faces.
import type { DeviceKind } from '../sources/kinds.ts';
import type { AdSeed, SlideTheme } from '../sources/site.ts';
import { PALETTES, deviceDefs, deviceShape } from './devices.ts';
import { glow, linear, place, svgDoc, text, wordmark } from './svg.ts';

interface Placed {
  kind: DeviceKind;
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

function scene(items: Placed[], accent: string): string {
  return items.map((i) => place(deviceShape(i.kind, accent), i.x, i.y, i.scale, i.rotate)).join('');
}

const SLIDE_SCENES: Record<SlideTheme, { palette: DeviceKind; items: Placed[] }> = {
  console: {
    palette: 'console',
    items: [
      { kind: 'console', x: 800, y: 290, scale: 1.55 },
      { kind: 'controller', x: 470, y: 400, scale: 0.9, rotate: -12 },
      { kind: 'controller', x: 1130, y: 400, scale: 0.9, rotate: 12 },
    ],
  },
  cards: { palette: 'controller', items: [] },
  pc: {
    palette: 'case',
    items: [
      { kind: 'monitor', x: 640, y: 270, scale: 1.35 },
      { kind: 'case', x: 1060, y: 300, scale: 1.3 },
      { kind: 'keyboard', x: 640, y: 500, scale: 0.8 },
    ],
  },
  deals: {
    palette: 'headset',
    items: [
      { kind: 'headset', x: 470, y: 290, scale: 1.1, rotate: -8 },
      { kind: 'mouse', x: 1120, y: 300, scale: 0.9, rotate: 10 },
      { kind: 'controller', x: 800, y: 390, scale: 1.1 },
    ],
  },
};

/** Decorative fan of card blanks in platform colours (for the "cards" slide). */
function cardFan(): string {
  const colors = ['#0070d1', '#16a34a', '#2a475e', '#e60012', '#ff9900'];
  return colors
    .map((c, i) =>
      place(
        `<rect x="-150" y="-95" width="300" height="190" rx="18" fill="${c}" stroke="#ffffff" stroke-opacity=".25" stroke-width="3"/>`,
        800 + (i - 2) * 150,
        300 + Math.abs(i - 2) * 20,
        1,
        (i - 2) * 12,
      ),
    )
    .join('');
}

export function slideArt(theme: SlideTheme): string {
  const s = SLIDE_SCENES[theme];
  const { bg, accent } = PALETTES[s.palette];
  const art = theme === 'cards' ? cardFan() : scene(s.items, accent);
  const badge =
    theme === 'deals'
      ? `<circle cx="1330" cy="150" r="90" fill="${accent}"/>` + text(1330, 172, '%', { size: 80, weight: 800, anchor: 'middle' })
      : '';
  return svgDoc(
    1600,
    600,
    linear('bg', bg[0], bg[1]) + glow('gl', accent, 0.6) + deviceDefs(accent),
    `<rect width="1600" height="600" fill="url(#bg)"/><ellipse cx="800" cy="320" rx="620" ry="300" fill="url(#gl)"/>` +
      `<path d="M0 520 L1600 430 V600 H0 Z" fill="#000000" opacity=".25"/>` +
      art +
      badge +
      // inside the part every screen shows: the slide's 16:7 box crops about 115 px from each side
      wordmark(800, 64, 22, 'middle'),
  );
}

/** Ad banner; the Arabic variant mirrors the layout and sets text right-to-left. */
export function adArt(ad: AdSeed, art: DeviceKind, lang: 'en' | 'ar'): string {
  const rtl = lang === 'ar';
  const i = rtl ? 1 : 0;
  const [c1, c2] = ad.colors;
  const textX = rtl ? 1140 : 60;
  const artX = rtl ? 200 : 1000;
  const ctaWidth = 40 + ad.cta[i].length * (rtl ? 14 : 13);
  const ctaX = rtl ? 1140 - ctaWidth : 60;
  return svgDoc(
    1200,
    250,
    linear('bg', rtl ? c2 : c1, rtl ? c1 : c2) + glow('gl', '#ffffff', 0.25) + deviceDefs(PALETTES[art].accent),
    `<rect width="1200" height="250" fill="url(#bg)"/><circle cx="${artX}" cy="125" r="190" fill="url(#gl)"/>` +
      place(deviceShape(art, PALETTES[art].accent), artX, 125, 0.62, rtl ? 8 : -8) +
      text(textX, 92, ad.headline[i], { size: 44, weight: 800, rtl }) +
      text(textX, 136, ad.sub[i], { size: 24, opacity: 0.9, rtl }) +
      `<rect x="${ctaX}" y="160" width="${ctaWidth}" height="50" rx="25" fill="#ffffff"/>` +
      text(ctaX + ctaWidth / 2, 193, ad.cta[i], { size: 22, weight: 700, anchor: 'middle', fill: c1, rtl }),
  );
}

/** Post image: a device on the tag colours, with a bilingual type ribbon. */
export function postArt(kind: DeviceKind, type: 'news' | 'blog', variant: number): string {
  const { bg, accent } = PALETTES[kind];
  const rotate = ((variant % 5) - 2) * 6;
  const x = 400 + ((variant % 3) - 1) * 90;
  const label = type === 'news' ? 'NEWS' : 'BLOG';
  const labelAr = type === 'news' ? 'أخبار' : 'مدونة';
  return svgDoc(
    800,
    450,
    linear('bg', variant % 2 ? bg[0] : bg[1], variant % 2 ? bg[1] : bg[0]) + glow('gl', accent) + deviceDefs(accent),
    `<rect width="800" height="450" fill="url(#bg)"/><circle cx="${x}" cy="235" r="230" fill="url(#gl)"/>` +
      place(deviceShape(kind, accent), x, 240, 0.92, rotate) +
      `<rect x="24" y="24" width="170" height="44" rx="22" fill="${accent}"/>` +
      text(44, 54, label, { size: 20, weight: 800, fill: '#0b0b0b', spacing: 2 }) +
      text(176, 54, labelAr, { size: 20, weight: 800, fill: '#0b0b0b', rtl: true }) +
      wordmark(776, 430, 16, 'end'),
  );
}
