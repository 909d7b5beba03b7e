// Server HTML (descriptions, system requirements) rendered through DOMPurify (DESIGN.md Storefront).
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }), [html]);
  return <div className={`html-content ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
