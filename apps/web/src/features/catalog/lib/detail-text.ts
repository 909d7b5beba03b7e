// Small text rules of the product and card pages (spec §2): the Drivers link, description
// bullets and joined lists. (Review e-mails arrive masked from the server: maskEmail in shared.)

/** The first http(s) link in a support text (spec §2 Support tab: the Drivers button). */
export function firstLink(text: string | null | undefined): string | null {
  const m = (text ?? '').match(/https?:\/\/[^\s<>"'()]+/i);
  return m ? m[0].replace(/[.,;:!?]+$/, '') : null;
}

/** Card description: one bullet per non-empty line (spec §2 Card page). */
export function descriptionLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|div)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .split(/\r?\n/)
    .map((l) => decodeEntities(l).trim())
    .filter(Boolean);
}

/** Regions and languages: joined by ' - ' (spec §2), or null when there are none. */
export function joinList(values: string[] | null | undefined): string | null {
  const list = (values ?? []).map((v) => v.trim()).filter(Boolean);
  return list.length ? list.join(' - ') : null;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m);
}
