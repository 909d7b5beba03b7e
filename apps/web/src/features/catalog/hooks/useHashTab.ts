// The selected tab of a product or card page; '#reviews' in the address (the Rate Product link)
// selects Reviews and scrolls to the tabs.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export function useHashTab(defaultTab: string): [string, (tab: string) => void] {
  const { hash } = useLocation();
  const [tab, setTab] = useState(hash === '#reviews' ? 'reviews' : defaultTab);
  useEffect(() => {
    if (hash !== '#reviews') return;
    setTab('reviews');
    document.getElementById('reviews')?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return [tab, setTab];
}
