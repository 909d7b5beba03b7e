// SVG building blocks: the document wrapper (width/height/viewBox, system fonts), gradients and
// text that is escaped and, for Arabic, laid out right-to-left.
import { escapeXml } from '../util.ts';

export const FONT = 'Segoe UI, Tahoma, Arial, sans-serif';

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** Linear gradient from c1 to c2; `vertical` runs top to bottom, otherwise diagonal. */
export function linear(id: string, c1: string, c2: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
}

/** Soft radial glow of one colour fading out. */
export function glow(id: string, color: string, opacity = 0.55): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export interface TextOptions {
  size: number;
  fill?: string;
  weight?: number;
  /** right-to-left text (Arabic): x is the right edge where the line starts */
  rtl?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-size="${o.size}"`,
    `fill="${o.fill ?? '#ffffff'}"`,
    o.weight ? `font-weight="${o.weight}"` : '',
    o.rtl ? 'direction="rtl"' : '',
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

/** Wrap markup in a transform group. */
export function place(markup: string, x: number, y: number, scale = 1, rotate = 0): string {
  const r = rotate ? ` rotate(${rotate})` : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})${r}">${markup}</g>`;
}

/** Small "GAMERS SOUQ" wordmark used as a watermark on generated art. */
export function wordmark(x: number, y: number, size = 18, anchor: TextOptions['anchor'] = 'start'): string {
  return text(x, y, 'GAMERS SOUQ', { size, weight: 700, opacity: 0.55, spacing: 3, anchor });
}
