// Search suggestions under the header's search input (spec §2 Search, §9): a lookup on every
// keyup (the previous request is aborted through the query's signal), at most 5 items with image,
// name and price, plus 'View all' → /search/{query-with-dashes}. Arrow keys move through the
// items (from the input too), Enter opens, Escape closes; picking calls onPick.
import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from '../ui/StoreLink.tsx';
import {
  formatPrice,
  effectivePrice,
  searchableText,
  searchPath,
  SEARCH_SUGGESTIONS,
  type CatalogItem,
  type Lang,
} from '@store/shared';
import { fetchSearch, type SearchResult } from './search-api.ts';
import { itemImage, itemPath } from './item-path.ts';
import './catalog.css';

interface Props {
  query: string;
  onPick: () => void;
}

/** Products first, then cards, at most 5 (spec §9). */
export function suggestionItems(result: SearchResult | undefined): CatalogItem[] {
  if (!result) return [];
  return [...(result.products?.products ?? []), ...(result.cards?.cards ?? [])].slice(0, SEARCH_SUGGESTIONS);
}

export function SearchSuggestions({ query, onPick }: Props) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const text = query.trim();
  // text with nothing searchable in it (spaces, tatweels, marks) asks nothing and opens no list
  const searchable = searchableText(text) !== '';
  const rootRef = useRef<HTMLDivElement>(null);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const { data, isPending, isError } = useQuery({
    queryKey: ['catalog', lang, 'suggest', text],
    queryFn: ({ signal }) => fetchSearch(text, 1, SEARCH_SUGGESTIONS, signal),
    enabled: searchable,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const items = suggestionItems(data);
  const open = searchable && dismissedFor !== text;
  const viewAllPath = searchPath(text);

  useEffect(() => setActive(-1), [text]);

  // Keys are listened for on the search box that hosts this list, so the arrows work from the input.
  useEffect(() => {
    const host = rootRef.current?.parentElement;
    if (!host || !open) return;
    const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-suggestion]') ?? []);
    const input = () => host.querySelector<HTMLInputElement>('input');
    function onKey(e: KeyboardEvent) {
      const all = links();
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (all.length === 0) return;
        e.preventDefault();
        const current = all.indexOf(document.activeElement as HTMLAnchorElement);
        const next = e.key === 'ArrowDown' ? Math.min(current + 1, all.length - 1) : current - 1;
        if (next < 0) {
          setActive(-1);
          input()?.focus();
        } else {
          setActive(next);
          all[next]!.focus();
        }
      } else if (e.key === 'Escape') {
        setDismissedFor(text);
        input()?.focus();
      }
    }
    host.addEventListener('keydown', onKey);
    return () => host.removeEventListener('keydown', onKey);
  }, [open, text]);

  if (!open) return <div ref={rootRef} hidden />;

  return (
    <div ref={rootRef} className="search-suggest" role="region" aria-label={t('catalog.search.suggestions')}>
      {items.length > 0 ? (
        <ul className="search-suggest__list">
          {items.map((item, i) => (
            <li key={`${item.product_type}-${item.id}`}>
              <StoreLink
                to={itemPath(item)}
                className="search-suggest__item"
                data-suggestion=""
                data-active={active === i}
                onClick={onPick}
              >
                <img src={itemImage(item)} alt="" width={44} height={44} loading="lazy" />
                <span className="search-suggest__text">
                  <span className="search-suggest__name" title={item.name}>
                    {item.name}
                  </span>
                  <span className="search-suggest__price">
                    {formatPrice(effectivePrice(item.price, item.price_after_discount), lang)}
                  </span>
                </span>
              </StoreLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="search-suggest__status" role="status">
          {isPending && !isError ? t('catalog.search.loading') : t('catalog.search.noResults')}
        </p>
      )}
      {items.length > 0 && (
        <StoreLink
          to={viewAllPath}
          className="search-suggest__all"
          data-suggestion=""
          data-active={active === items.length}
          onClick={onPick}
        >
          {t('catalog.actions.viewAll')}
        </StoreLink>
      )}
    </div>
  );
}

export default SearchSuggestions;
