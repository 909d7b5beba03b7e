// Deals carousel (spec §2 Home, §9: 1 / 2 at 600 / 3 at 850 / 4 at 1190 / 5 at 1300 per view).
import { DEALS_BREAKPOINTS, type CatalogItem } from '@store/shared';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useDeals } from '../api.ts';
import { ItemsCarousel } from './ItemsCarousel.tsx';

export function DealsSection() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useDeals();
  if (isError) return null;
  const items: CatalogItem[] | undefined = data ? [...data.products, ...data.cards] : undefined;
  return (
    <ItemsCarousel
      id="home-deals"
      title={t('home.deals')}
      items={items}
      loading={isPending}
      breakpoints={DEALS_BREAKPOINTS}
      variant="deal"
      viewAllTo="/deals"
      eagerTiles={2}
    />
  );
}
