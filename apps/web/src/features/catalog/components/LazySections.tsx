// Lazy entry points of the detail pages' lower sections (see Deferred.tsx).
import { lazy } from 'react';

export const LazyProductTabs = lazy(() => import('./ProductTabs.tsx').then((m) => ({ default: m.ProductTabs })));
export const LazyCardTabs = lazy(() => import('./CardTabs.tsx').then((m) => ({ default: m.CardTabs })));
export const LazyRelatedItems = lazy(() => import('./RelatedItems.tsx').then((m) => ({ default: m.RelatedItems })));
