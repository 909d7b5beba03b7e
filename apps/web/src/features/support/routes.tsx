// Routes of the support feature (spec §2): /contact-us (open) and /ticket-conversation/{uuid}
// (A: signed in, otherwise /login).
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';
import { signedInPage } from '../../app/guards.tsx';

export const supportRoutes: FeatureRoutes = [
  {
    path: 'contact-us',
    lazy: withStrings(['support'], () => import('./pages/ContactPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: 'ticket-conversation/:uuid',
    lazy: withStrings(
      ['support'],
      signedInPage(() => import('./pages/TicketConversationPage.tsx')),
    ),
  },
];
