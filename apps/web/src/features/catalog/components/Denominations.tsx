// Denomination buttons of the card page (spec §2, §7): the family (same sub-category and country)
// is fetched page by page until has_more is false (none when the card's answer already says there
// is no more: its related cards are then the whole family); clicking a value opens that card.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate } from 'react-router';
import { formatPrice, type CardDetail } from '@store/shared';
import { notifyErrors } from '../../../lib/notify.ts';
import { itemPath } from '../../../components/catalog/item-path.ts';
import { fetchCardDetails, useLang } from '../api.ts';
import { denominationsQuery, type RelatedCards } from '../lib/denominations.ts';

/** `related`: the page of related cards the card's answer carries; the first may hold the whole family */
export function useDenominations(card: CardDetail, related?: RelatedCards) {
  const lang = useLang();
  return useQuery({ ...denominationsQuery(card, lang, fetchCardDetails, related), retry: false });
}

export function Denominations({ card, related }: { card: CardDetail; related?: RelatedCards }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const query = useDenominations(card, related);
  const failed = query.isError;
  useEffect(() => {
    if (failed) notifyErrors([t('catalog.card.denominationsFailed')]);
  }, [failed, t]);

  if (!query.data?.visible) return null;
  return (
    <fieldset className="denominations">
      <legend>{t('catalog.card.denominations')}</legend>
      <div className="denominations__list">
        {query.data.items.map((d) => {
          const selected = d.id === card.id;
          return (
            <button
              key={d.id}
              type="button"
              className={`denomination${selected ? ' is-selected' : ''}`}
              aria-pressed={selected}
              disabled={d.disabled}
              title={`${d.name} – ${formatPrice(d.price, lang)}`}
              onClick={() => !selected && void navigate(itemPath({ id: d.id, product_type: 2, slug: d.slug, name: d.name }))}
            >
              {d.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
