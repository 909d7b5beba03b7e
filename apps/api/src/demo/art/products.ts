// Product shots (800 × 800): the category's device silhouette on a dark gradient with the
// product's short label. Variants give a gallery: 1 front, 2 angled, 3 retail box, 4 close-up.
import type { DeviceKind } from '../sources/kinds.ts';
import { PALETTES, deviceDefs, deviceShape } from './devices.ts';
import { glow, linear, place, svgDoc, text, wordmark } from './svg.ts';

const SIZE = 800;

function labelBlock(label: string, accent: string): string {
  const size = label.length > 16 ? 44 : 54;
  return (
    `<rect x="60" y="640" width="680" height="4" rx="2" fill="${accent}" opacity=".8"/>` +
    text(400, 712, label, { size, weight: 700, anchor: 'middle' })
  );
}

function retailBox(kind: DeviceKind, label: string, accent: string): string {
  return (
    `<path d="M180 210 L560 210 L640 160 L260 160 Z" fill="#374151"/>` +
    `<path d="M560 210 L640 160 L640 540 L560 590 Z" fill="#111827"/>` +
    `<rect x="180" y="210" width="380" height="380" fill="#1f2937"/>` +
    `<rect x="180" y="210" width="380" height="14" fill="${accent}"/>` +
    place(deviceShape(kind, accent), 370, 390, 0.75) +
    text(370, 560, label, { size: 26, weight: 700, anchor: 'middle' })
  );
}

export function productShot(kind: DeviceKind, label: string, variant: number): string {
  const { bg, accent } = PALETTES[kind];
  const defs = linear('bg', variant % 2 ? bg[0] : bg[1], variant % 2 ? bg[1] : bg[0]) + glow('gl', accent) + deviceDefs(accent);
  const art =
    variant === 3
      ? retailBox(kind, label, accent)
      : variant === 4
        ? place(deviceShape(kind, accent), 470, 360, 2.2, -6)
        : variant === 2
          ? place(deviceShape(kind, accent), 400, 340, 1.25, -10)
          : place(deviceShape(kind, accent), 400, 340, 1.45);
  return svgDoc(
    SIZE,
    SIZE,
    defs,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
      `<circle cx="400" cy="340" r="330" fill="url(#gl)"/>` +
      `<svg x="0" y="0" width="${SIZE}" height="620" viewBox="0 0 ${SIZE} 620" overflow="hidden">${art}</svg>` +
      labelBlock(label, accent) +
      wordmark(40, 56),
  );
}
