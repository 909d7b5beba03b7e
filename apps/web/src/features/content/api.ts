// Server state of the information pages and the FAQ (spec §7: about-us, terms, privacy-policy,
// redeem, rewards-program, student-discount, affiliate, careers → {key, title, content};
// web/faqs?search=).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { api } from '../../lib/api.ts';

export type ContentEndpoint =
  'about-us' | 'careers' | 'student-discount' | 'rewards-program' | 'affiliate' | 'redeem' | 'privacy-policy' | 'terms';

export function useContentPage(endpoint: ContentEndpoint) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', i18n.language, endpoint],
    queryFn: ({ signal }) => api.get(`/${endpoint}`, undefined, signal),
    staleTime: 10 * 60_000,
  });
}

export function useFaqs(search: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', i18n.language, 'faqs', search],
    queryFn: ({ signal }) => api.get('/web/faqs', { search }, signal),
    placeholderData: keepPreviousData,
  });
}
