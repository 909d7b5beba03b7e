// Latest items carousel (spec §2 Home, §9: products/latest limit 7, products and cards together;
// 1 / 2 at 600 / 3 at 1100 / 4 at 1480 per view).
import { LATEST_BREAKPOINTS, type CatalogItem } from '@store/shared';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useLatestItems } from '../api.ts';
import { ItemsCarousel } from './ItemsCarousel.tsx';

export function LatestItemsSection() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useLatestItems();
  if (isError) return null;
  const items: CatalogItem[] | undefined = data ? [...data.products, ...data.cards] : undefined;
  return (
    <ItemsCarousel id="home-latest" title={t('home.latest')} items={items} loading={isPending} breakpoints={LATEST_BREAKPOINTS} />
  );
}
