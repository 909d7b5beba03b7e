// Add to Compare (spec §5 Compare): up to 3 products, with the spec's messages.
import { useTranslation } from '../../lib/i18n/react.tsx';
import type { ProductListItem } from '@store/shared';
import { useCompareActions } from '../../features/compare/index.ts';
import './catalog.css';

export function CompareButton({ product, className = '' }: { product: ProductListItem; className?: string }) {
  const { t } = useTranslation();
  const { add } = useCompareActions();
  return (
    <button type="button" className={`compare-link ${className}`} onClick={() => add(product)}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M7 4v13M7 17l-3-3M7 17l3-3M17 20V7M17 7l-3 3M17 7l3 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('catalog.actions.addToCompare')}
    </button>
  );
}
