// The list excerpt (short_desc, spec §9: 200 characters of a description's text) reads only the
// head of long HTML (issue 24). Whatever the description, the shopper must read the same excerpt
// as one made from the whole of it.
import fc from 'fast-check';
import { DESC_MAX, stripHtml, truncate } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { excerpt } from './presenter.ts';

/** the excerpt made from the whole HTML, as before */
const fromWhole = (html: string, max = DESC_MAX) => truncate(stripHtml(html.replace(/<[^>]*$/, '')), max);

const piece = fc.oneof(
  fc.constantFrom('<p>', '</p>', '<br>', '<br/>', '<strong>', '</strong>', '<a href="https://x.example/?a=1&amp;b=2">', '</a>'),
  fc.constantFrom('<ul><li>', '</li><li>', '</li></ul>', '<img src="x.png" alt="a > b">', '<h2 class="t">', '</h2>'),
  fc.constantFrom('&amp;', '&nbsp;', '&lt;', '&gt;', '&quot;', '&#39;', '&amp;lt;', ' ', '  ', '\n', '\t'),
  fc.constantFrom('RTX 4070 Super', 'معالج رايزن', 'كرت شاشة', '🎮', '😀 ok', 'a', 'word'),
  fc.constantFrom('<script>var a = "<p>";</script>', '<style>p { color: red }</style>', '<SCRIPT>x</SCRIPT>'),
  fc.string({ maxLength: 12 }),
);

describe('list excerpt', () => {
  it('is the same from the head of long HTML as from the whole of it', () => {
    fc.assert(
      fc.property(
        // size 'max': fast-check's default size keeps arrays to about ten pieces, so no case was
        // longer than the 800 characters the head is read from and the head path never ran
        fc.array(piece, { minLength: 0, maxLength: 400, size: 'max' }),
        fc.nat(1500),
        fc.constantFrom(DESC_MAX, 150, 20),
        (parts, cut, max) => {
          // the query sends at most 1,500 characters, which may end inside a tag or an entity
          const html = parts.join('').slice(0, 1500 - (cut % 200));
          expect(excerpt(html, max)).toBe(fromWhole(html, max));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('reads as a shopper expects: text only, entities decoded, cut at 200 with an ellipsis', () => {
    const long = `<p>Fast &amp; quiet</p>${'<p>Ryzen processor with eight cores and sixteen threads.</p>'.repeat(40)}`;
    const text = excerpt(long);
    expect(text.startsWith('Fast & quiet Ryzen processor')).toBe(true);
    expect(text).not.toContain('<');
    expect(text.endsWith('...')).toBe(true);
    expect([...text.slice(0, -3)].length).toBeLessThanOrEqual(DESC_MAX);
    expect(excerpt('<p>short</p>')).toBe('short');
    // a script that begins in the head and ends past it is no text either
    const scripted = `<p>short</p>${'<br>'.repeat(80)}<script>${'x'.repeat(600)}</script><p>tail</p>`;
    expect(excerpt(scripted)).toBe('short tail');
  });
});
