// Related items under a product or card page (spec §2, §9): 8 per page with pagination; the page
// is held by the parent (it is part of the details call).
import type { CatalogItem } from '@store/shared';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { pageWindow } from '../lib/list-params.ts';
import { ItemGrid } from './ItemGrid.tsx';

interface Props {
  title: string;
  items: CatalogItem[];
  page: number;
  last: number;
  onPage: (page: number) => void;
}

export function RelatedItems({ title, items, page, last, onPage }: Props) {
  if (items.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {title}
      </h2>
      <ItemGrid items={items} label={title} showDescription={false} />
      <Pagination current={page} last={last} pages={pageWindow(page, last)} onPageChange={onPage} />
    </section>
  );
}
