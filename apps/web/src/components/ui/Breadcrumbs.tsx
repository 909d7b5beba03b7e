// Breadcrumb trail (spec §2: news articles, info pages, categories, products). The last crumb is
// the current page; earlier ones are links. Separators are drawn by CSS (and flip in RTL).
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from './StoreLink.tsx';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  to?: string;
  /** full text on hover when the label is shortened */
  title?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${c.label}`}>
              {c.to && !last ? (
                <StoreLink to={c.to} title={c.title}>
                  {c.label}
                </StoreLink>
              ) : (
                <span aria-current={last ? 'page' : undefined} title={c.title}>
                  {c.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
