// Server-provided HTML (post bodies, info pages, FAQ answers, descriptions) rendered through
// DOMPurify (DESIGN.md Storefront): scripts/handlers are stripped; links leaving the store open
// in a new tab without handing over window.opener.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { isServer } from '../../lib/ssr.ts';
import './safe-html.css';

let hooked = false;
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (
      node.tagName === 'A' &&
      node.getAttribute('href')?.match(/^https?:\/\//) &&
      !node.getAttribute('href')?.startsWith(window.location.origin)
    ) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !node.getAttribute('loading')) node.setAttribute('loading', 'lazy');
  });
}

export function sanitizeHtml(html: string): string {
  // DOMPurify needs a DOM. On the server the HTML is the API's answer, which the API has already
  // sanitised with its allow-list (apps/api/src/lib/html.ts); the browser sanitises again.
  if (isServer) return html;
  ensureHooks();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'article';
}) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  // hydration keeps the server's (API-sanitised) markup; DOMPurify's copy differs only in the
  // attributes its hooks add, which later renders apply
  return <Tag className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
