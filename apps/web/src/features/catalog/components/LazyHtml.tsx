// Server HTML shown in a tab that is not open by default: DOMPurify arrives only when needed, so
// the product and card pages' first load stays small.
import { lazy, Suspense } from 'react';

const HtmlContent = lazy(() => import('./HtmlContent.tsx').then((m) => ({ default: m.HtmlContent })));

export function LazyHtml({ html }: { html: string }) {
  return (
    <Suspense fallback={<div className="html-content" aria-busy="true" />}>
      <HtmlContent html={html} />
    </Suspense>
  );
}
