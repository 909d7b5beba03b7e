// The selected tab of a product or card page; '#reviews' in the address (the Rate Product link)
// selects Reviews and scrolls to the tabs.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../../lib/ssr.ts';

export function useHashTab(defaultTab: string): [string, (tab: string) => void] {
  const { hash } = useLocation();
  // hydrating the server's tabs (the server never sees the address's #): the server's tab first,
  // then the effect below selects Reviews (starting on Reviews, React kept the server's selection)
  const hydrated = useHydrated();
  const [tab, setTab] = useState(() => (hash === '#reviews' && hydrated ? 'reviews' : defaultTab));
  useEffect(() => {
    if (hash !== '#reviews') return;
    setTab('reviews');
    document.getElementById('reviews')?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return [tab, setTab];
}
