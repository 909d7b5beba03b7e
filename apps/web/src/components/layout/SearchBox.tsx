// The header search box (spec §2 Search): the text stays as typed; Enter or the icon opens
// /search/{query with dashes}. Under the input sits the suggestions slot (`Suggestions` prop,
// the catalog's SearchSuggestions: { query, onPick }), so the shell stays generic. Before the
// script runs the browser sends the form (GET /search?q=), which the server leads to the same address.
import { searchFromPath, searchPath, searchToPath } from '@store/shared';
import { Suspense, useEffect, useId, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../ui/icons.tsx';

export interface SearchSuggestionsProps {
  query: string;
  onPick: () => void;
}

export function SearchBox({
  Suggestions,
  className,
}: {
  Suggestions?: ComponentType<SearchSuggestionsProps>;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // on a results page the box shows what was searched for, from the first HTML on (the server
  // draws it so too: a page without its script, or before it, shows the search in the box)
  const [query, setQuery] = useState(() => {
    const param = searchParamOf(location.pathname);
    return param === null ? '' : searchFromPath(param);
  });
  const [open, setOpen] = useState(false);
  const inputId = useId();

  // and after each move to another results page
  useEffect(() => {
    const param = searchParamOf(location.pathname);
    // what the shopper typed stays as typed when it is what the address says
    if (param !== null) setQuery((typed) => (searchToPath(typed) === param ? typed : searchFromPath(param)));
    setOpen(false);
  }, [location.pathname]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = query.trim();
    if (!text) return;
    setOpen(false);
    void navigate(searchPath(text));
  };

  return (
    <form
      role="search"
      aria-label={t('header.searchLabel')}
      className={`search-box ${className ?? ''}`}
      // before the script has loaded (a slow phone) the browser sends the form itself, and the
      // server leads /search?q= to the results' address (apps/api/src/catalog/public-routes.ts)
      action="/search"
      method="get"
      onSubmit={submit}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        className="search-input"
        placeholder={t('header.searchPlaceholder')}
        value={query}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      <button type="submit" className="search-submit" aria-label={t('header.searchSubmit')}>
        <SearchIcon size={20} />
      </button>
      {/* Suggestions slot: rendered straight inside the form, so the catalog's list (absolutely
          placed under the input) can listen for arrow keys on the form that holds the input. */}
      {Suggestions && open && query.trim() !== '' && (
        <Suspense fallback={null}>
          <Suggestions query={query} onPick={() => setOpen(false)} />
        </Suspense>
      )}
    </form>
  );
}

/** A results page's search segment, decoded (the raw segment when it does not decode); null elsewhere. */
function searchParamOf(pathname: string): string | null {
  const m = /^\/search\/([^/]+)/.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return m[1]!;
  }
}
