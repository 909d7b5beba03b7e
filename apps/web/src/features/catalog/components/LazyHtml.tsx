// Server HTML shown in a tab that is not open by default (product description, card system
// requirements): the shared SafeHtml (DOMPurify) arrives only when the tab opens, so the product
// and card pages' first load stays small.
import { lazy, Suspense } from 'react';

const SafeHtml = lazy(() => import('../../../components/ui/SafeHtml.tsx').then((m) => ({ default: m.SafeHtml })));

export function LazyHtml({ html }: { html: string }) {
  return (
    <Suspense fallback={<div className="html-content" aria-busy="true" />}>
      <SafeHtml html={html} className="html-content" />
    </Suspense>
  );
}
