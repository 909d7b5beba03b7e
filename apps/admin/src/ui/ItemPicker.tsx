// Choosing products or cards by name (a coupon's "only for these items", issue 26): search the
// admin list endpoint (`/products?search=` or `/cards?search=`, names, keywords or an id), add a
// result, remove a chosen item from its chip. The chosen ids travel in a hidden input named `name`
// ("3,7,12"; empty: none), so the form reads them like any other field.
import { useEffect, useId, useState } from 'react';
import { api } from '../api.ts';
import { useI18n } from '../i18n.ts';

interface Item {
  id: number;
  name_en: string;
  name_ar: string;
}

export function ItemPicker(props: {
  /** the admin list to search: `/products` or `/cards` */
  kind: 'products' | 'cards';
  /** the hidden input's name */
  name: string;
  label: string;
  initial: number[] | null;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const [chosen, setChosen] = useState<Item[]>(() =>
    (props.initial ?? []).map((n) => ({ id: n, name_en: `#${n}`, name_ar: `#${n}` })),
  );
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (i: Item) => (lang === 'ar' ? i.name_ar : i.name_en);

  // the names of the ids the coupon already has
  useEffect(() => {
    const ids = props.initial ?? [];
    if (ids.length === 0) return;
    let live = true;
    void Promise.all(
      ids.map((n) =>
        api<Item>('GET', `/${props.kind}/${n}`).then(
          (r) => r.data,
          () => null,
        ),
      ),
    ).then((items) => {
      if (!live) return;
      const byId = new Map(items.filter((i): i is Item => i !== null).map((i) => [i.id, i]));
      setChosen((now) => now.map((c) => byId.get(c.id) ?? c));
    });
    return () => {
      live = false;
    };
  }, [props.kind, props.initial]);

  // search as the admin types (a short pause first), the first 10 matches
  useEffect(() => {
    const q = query.trim();
    if (q === '') {
      setFound(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      const qs = new URLSearchParams({ search: q, per_page: '10', page: '1' });
      api<{ items: Item[] }>('GET', `/${props.kind}?${qs}`).then(
        (r) => {
          if (!live) return;
          setFound(r.data.items);
          setError(null);
        },
        (err: unknown) => live && setError(err instanceof Error ? err.message : String(err)),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [props.kind, query]);

  const add = (item: Item) => {
    if (!chosen.some((c) => c.id === item.id)) setChosen([...chosen, item]);
  };
  const remove = (item: Item) => setChosen(chosen.filter((c) => c.id !== item.id));
  const results = (found ?? []).filter((f) => !chosen.some((c) => c.id === f.id));

  return (
    <fieldset className="picker">
      <legend>{props.label}</legend>
      <input type="hidden" name={props.name} value={chosen.map((c) => c.id).join(',')} />
      {chosen.length === 0 ? (
        <p className="muted small">{t('pickerNone')}</p>
      ) : (
        <ul className="chips" aria-label={t('pickerChosen')}>
          {chosen.map((c) => (
            <li key={c.id} className="chip">
              <bdi>{nameOf(c)}</bdi>
              <button
                type="button"
                className="chip-remove"
                aria-label={t('pickerRemove', { name: nameOf(c) })}
                title={t('pickerRemove', { name: nameOf(c) })}
                onClick={() => remove(c)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-q`} className="small">
        {props.kind === 'products' ? t('pickerSearchProducts') : t('pickerSearchCards')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={query}
        autoComplete="off"
        placeholder={t('pickerPlaceholder')}
        onChange={(e) => setQuery(e.target.value)}
        // Enter searches here; it does not save the coupon
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      />
      {error && <p className="error">{error}</p>}
      {found !== null &&
        (results.length === 0 ? (
          <p className="muted small" role="status">
            {t('pickerNoMatch')}
          </p>
        ) : (
          <ul className="pick-results" aria-label={t('pickerResults')}>
            {results.map((r) => (
              <li key={r.id}>
                <button type="button" className="link" onClick={() => add(r)}>
                  {t('pickerAdd', { name: nameOf(r) })}
                </button>{' '}
                <span className="muted small">#{r.id}</span>
              </li>
            ))}
          </ul>
        ))}
    </fieldset>
  );
}
