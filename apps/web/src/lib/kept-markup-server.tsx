// The server's half of lib/kept-markup.tsx (issue 24): after a page is rendered, each frame part it
// drew that is not kept yet is rendered apart, inside the contexts it was drawn in, and kept only
// when the page's HTML holds exactly that element (same attributes, same inner HTML). A part whose
// HTML depends on anything its version does not name, or on its place in the tree (useId), renders
// differently apart and is never kept: the page stays as React would write it.
import { createElement, type Context, type ReactNode } from 'react';
import { KEPT_PART_CONTEXTS, keepMarkup, keptMarkup } from './kept-markup.tsx';
import { renderAtOnce } from './render-pass.ts';
import type { PartToKeep, ServerRequestContext } from './ssr.ts';

function withContexts(part: PartToKeep): ReactNode {
  return KEPT_PART_CONTEXTS.reduceRight<ReactNode>(
    (inner, context, i) => createElement((context as Context<unknown>).Provider, { value: part.contexts[i] }, inner),
    part.children,
  );
}

/** Keeps the parts `ctx`'s render asked to keep that `pageHtml` shows as they render apart. */
export function keepDrawnParts(ctx: ServerRequestContext, pageHtml: string): void {
  const parts = ctx.partsToKeep;
  if (!parts) return;
  ctx.partsToKeep = undefined;
  for (const [version, part] of parts) {
    if (keptMarkup(version) !== undefined) continue;
    // null when it threw or left a part to the browser, as for a page pass
    const inner = renderAtOnce(withContexts(part));
    const element =
      inner === null
        ? null
        : renderAtOnce(createElement(part.tag, { ...part.props, dangerouslySetInnerHTML: { __html: inner } }));
    const same = element !== null && pageHtml.includes(element);
    if (!same && process.env.NODE_ENV !== 'production')
      console.warn(`ssr: the frame part ${version} renders differently apart; not kept`);
    keepMarkup(version, same ? inner : null);
  }
}
