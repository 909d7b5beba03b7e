// The information pages' own title and description (spec §2: about us, careers, privacy policy,
// terms …), in the request's language, for the server-rendered page a crawler or a shared link
// reads; and the FAQ's. Listed in contentPages, which the content feature's feature.ts
// contributes. A page asks its API call as the storefront's render does (features/content/
// routes.tsx), so the two share one answer (plugins/ssr.ts pageCalls).
import { STORE_PATHS, stripHtml, truncate, type ContentPage } from '@store/shared';
import type { PageMetaEntry, PageMetaResolver } from '../seo/document.ts';
import { contentMessages } from './messages.ts';

const DESCRIPTION_MAX = 160;

/** Each information page's address → the API call its page shows (features/content/routes.tsx). */
const INFO_PAGES: ReadonlyArray<readonly [path: string, endpoint: string]> = [
  [STORE_PATHS.aboutUs, 'about-us'],
  [STORE_PATHS.careers, 'careers'],
  [STORE_PATHS.studentDiscount, 'student-discount'],
  [STORE_PATHS.rewardsProgram, 'rewards-program'],
  [STORE_PATHS.affiliate, 'affiliate'],
  [STORE_PATHS.productActivation, 'redeem'],
  [STORE_PATHS.privacyPolicy, 'privacy-policy'],
  [STORE_PATHS.terms, 'terms'],
];

/**
 * An information page titled by its own title, described by the start of its text. A page the
 * store has not written (404) or an answer that failed keeps the defaults: the render says what
 * the page is then.
 */
const infoPage =
  (endpoint: string): PageMetaResolver =>
  async ({ api, defaults }) => {
    const { status, body } = await api(`/api/${endpoint}`);
    if (status !== 200) return null;
    const page = (JSON.parse(body) as { data: ContentPage }).data;
    const title = page.title.trim();
    return {
      title: title ? `${title} | ${defaults.title}` : defaults.title,
      description: truncate(stripHtml(page.content), DESCRIPTION_MAX) || defaults.description,
    };
  };

const faqPage: PageMetaResolver = async ({ lang, defaults }) => ({
  title: `${contentMessages(lang, 'faqTitle')} | ${defaults.title}`,
  description: contentMessages(lang, 'faqDescription', { store: defaults.title }),
});

/** The content feature's page metadata. */
export const contentPages: PageMetaEntry[] = [
  ...INFO_PAGES.map(([path, endpoint]) => [path, infoPage(endpoint)] as const),
  [STORE_PATHS.faq, faqPage],
];
