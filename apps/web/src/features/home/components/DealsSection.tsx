// Deals carousel (spec §2 Home, §9: 1 / 2 at 600 / 3 at 850 / 4 at 1190 / 5 at 1300 per view).
// The server draws the row's first tiles and hands the browser only those (issue 24: the 40 deals
// were more than half of the home's hand-over state); the row fetches the rest once it is on the
// screen, before it can be scrolled.
import { dealsFirstView, DEALS_BREAKPOINTS, DEALS_FIRST_TILES, type CatalogItem } from '@store/shared';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useHandOverPart } from '../../../lib/ssr.ts';
import { dealsKey, useDeals } from '../api.ts';
import { ItemsCarousel } from './ItemsCarousel.tsx';

const handOver = dealsFirstView(DEALS_FIRST_TILES);

export function DealsSection() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useDeals();
  useHandOverPart(dealsKey(i18n.language), handOver);
  const firstViewOf = data?.first_view_of;
  const onNear = useCallback(() => {
    if (firstViewOf !== undefined) void refetch();
  }, [firstViewOf, refetch]);
  if (isError) return null;
  const items: CatalogItem[] | undefined = data ? [...data.products, ...data.cards] : undefined;
  return (
    <ItemsCarousel
      id="home-deals"
      title={t('home.deals')}
      items={items}
      total={firstViewOf}
      onNear={onNear}
      loading={isPending}
      breakpoints={DEALS_BREAKPOINTS}
      variant="deal"
      viewAllTo="/deals"
      eagerTiles={2}
    />
  );
}
