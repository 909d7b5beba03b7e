// Lazy entry points of the detail pages' lower sections (see Deferred.tsx). The tabs are drawn by
// the server, so a page opened at a product or card address loads their code before it hydrates
// (the route's `beforeHydration`, main.tsx): hydrating them while their code was still on its way
// swapped the server's tabs for an empty space until it came (4 → 0 → 4 tabs on a slow phone, the
// page jumping under a shopper who had scrolled). Opened by a link in the browser, they load when
// they near the screen, as before.
import { lazy, type ComponentType } from 'react';
import type { CardDetail, ProductDetail } from '@store/shared';

/** A lazy section whose code can also be loaded ahead: once loaded, it renders without suspending. */
function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => (loading ??= load().then((c) => void (loaded = c)));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Section(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Section, preload };
}

const productTabs = preloadable<{ product: ProductDetail }>(() => import('./ProductTabs.tsx').then((m) => m.ProductTabs));
const cardTabs = preloadable<{ card: CardDetail }>(() => import('./CardTabs.tsx').then((m) => m.CardTabs));

export const LazyProductTabs = productTabs.Section;
export const LazyCardTabs = cardTabs.Section;
export const preloadProductTabs = productTabs.preload;
export const preloadCardTabs = cardTabs.preload;
export const LazyRelatedItems = lazy(() => import('./RelatedItems.tsx').then((m) => ({ default: m.RelatedItems })));
