// Server-provided HTML (post bodies, info pages, FAQ answers, descriptions) rendered through
// DOMPurify (DESIGN.md Storefront): scripts/handlers are stripped; links leaving the store open
// in a new tab without handing over window.opener.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
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
  return <Tag className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
