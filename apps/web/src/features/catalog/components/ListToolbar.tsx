// Per-page (20/40/60) and sort (asc_price / desc_price) selectors of the category lists (spec §2).
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { PAGE_SIZES, SORT_TYPES, type SortType } from '@store/shared';

interface Props {
  total: number | undefined;
  perPage: number;
  sort: SortType;
  onPerPage: (n: number) => void;
  onSort: (s: SortType) => void;
}

export function ListToolbar({ total, perPage, sort, onPerPage, onSort }: Props) {
  const { t } = useTranslation();
  const perPageId = useId();
  const sortId = useId();
  return (
    <div className="list-toolbar">
      <p className="list-toolbar__count" aria-live="polite">
        {total !== undefined ? t('catalog.category.results', { count: total }) : '\u00a0'}
      </p>
      <div className="list-toolbar__controls">
        <label htmlFor={sortId}>{t('catalog.category.sortBy')}</label>
        <select id={sortId} value={sort} onChange={(e) => onSort(e.target.value as SortType)}>
          {SORT_TYPES.map((s) => (
            <option key={s} value={s}>
              {t(`catalog.category.${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor={perPageId}>{t('catalog.category.perPage')}</label>
        <select id={perPageId} value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
