// Staff-written text shown to shoppers (issue 26): plain-text fields keep no markup at all; rich
// text goes through the store's one HTML sanitiser (lib/html.ts).
import sanitize from 'sanitize-html';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Text without any tag (a script's or style's content dropped too), entities read back. */
export function plainText(value: string): string {
  if (!value.includes('<') && !value.includes('&')) return value;
  const stripped = sanitize(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return stripped.replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m);
}

export const plainList = (values: string[]) => values.map(plainText).filter((v) => v.trim() !== '');
