// Latest Games carousel of cards (spec §2 Home, §4, §9): pages of 10; when the last slide comes
// into view and more pages exist the next page loads; only the last 20 cards are kept (the
// query's maxPages), and the view is moved back by the dropped cards so it does not jump.
import { DEALS_BREAKPOINTS, type CatalogItem } from '@store/shared';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useLatestGames } from '../api.ts';
import { ItemsCarousel } from './ItemsCarousel.tsx';

export function LatestGamesSection() {
  const { t } = useTranslation();
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useLatestGames();
  const [api, setApi] = useState<EmblaCarouselType | undefined>();
  const firstPage = data?.pageParams[0] as number | undefined;
  const previous = useRef<{ firstPage: number | undefined; firstPageSize: number; selected: number }>({
    firstPage: undefined,
    firstPageSize: 0,
    selected: 0,
  });

  // when the oldest page was dropped, keep the shopper on the cards they were looking at
  useLayoutEffect(() => {
    const before = previous.current;
    if (api && before.firstPage !== undefined && firstPage !== undefined && firstPage > before.firstPage) {
      api.reInit();
      api.scrollTo(Math.max(0, before.selected - before.firstPageSize), true);
    }
    previous.current = { firstPage, firstPageSize: data?.pages[0]?.cards.length ?? 0, selected: api?.selectedScrollSnap() ?? 0 };
  }, [api, firstPage, data]);

  const onReachEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) {
      if (api) previous.current.selected = api.selectedScrollSnap();
      void fetchNextPage();
    }
  }, [api, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isError) return null;
  const items: CatalogItem[] | undefined = data?.pages.flatMap((p) => p.cards);
  return (
    <ItemsCarousel
      id="home-latest-games"
      title={t('home.latestGames')}
      items={items}
      loading={isPending}
      breakpoints={DEALS_BREAKPOINTS}
      onReachEnd={onReachEnd}
      setApi={setApi}
    />
  );
}
