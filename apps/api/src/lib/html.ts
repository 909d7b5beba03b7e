// Allow-list HTML sanitiser for server-provided rich text (product descriptions, system
// requirements, posts). Content is sanitised on write; answers run it again as defence in depth.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // an image without a text alternative is decorative to screen readers (axe image-alt)
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs } }),
    // a link that opens a new tab must not hand the opener to the target page
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * Answers sanitise the same stored HTML over and over (a product description, a news post:
 * 100–200 µs each with sanitize-html), so results are remembered: a pure function of its input,
 * at most MEMO_ENTRIES inputs of up to MEMO_MAX_CHARS characters (about 16 MB at worst), least
 * recently used first out. Longer inputs are sanitised every time.
 */
const MEMO_ENTRIES = 500;
const MEMO_MAX_CHARS = 8_000;
const memo = new Map<string, string>();

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  if (html.length > MEMO_MAX_CHARS) return sanitize(html, OPTIONS);
  let clean = memo.get(html);
  if (clean !== undefined) {
    memo.delete(html);
  } else {
    clean = sanitize(html, OPTIONS);
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  }
  memo.set(html, clean);
  return clean;
}
