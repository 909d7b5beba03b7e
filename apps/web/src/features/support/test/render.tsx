// Renders the support routes in the page-test kit (test/render-routes.tsx), and the site settings
// and reasons the pages read (the fake API, test/fake-api.ts, records what was sent, forms included).
import { QueryClient } from '@tanstack/react-query';
import { renderRoutes, standIns } from '../../../test/render-routes.tsx';
import { supportRoutes } from '../routes.tsx';

export function renderSupport(path: string) {
  // answers kept for the whole test, whatever the fake timers jump over
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return renderRoutes(supportRoutes, path, { client, extraRoutes: standIns({ '/login': 'Login page' }) });
}

export const settings = {
  title: 'Gamers Souq',
  description: '',
  email: 'support@gamers-souq.example',
  phone: '+20 100 000 0000',
  whatsapp: '+201000000000',
  address: 'Nasr City, Cairo',
  facebook_link: 'https://facebook.com/x',
  instagram_link: '',
  x_link: '',
  youtube_link: '',
  linkedin_link: 'https://linkedin.com/x',
  pinterest_link: '',
  tiktok_link: '',
};

export const reasons = [
  { id: 1, name: 'General inquiry', show_orders: false },
  { id: 2, name: 'Order issue', show_orders: true },
];
