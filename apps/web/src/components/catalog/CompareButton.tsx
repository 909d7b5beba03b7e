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
      {t('catalog.actions.addToCompare')}
    </button>
  );
}
