// Stock label (spec §4): In Stock / Limited Stock / Out Of Stock, from stockLabel in @store/shared.
import { useTranslation } from '../../lib/i18n/react.tsx';
import { stockLabel, type Stocked } from '@store/shared';
import './catalog.css';

export function StockBadge({ item }: { item: Stocked }) {
  const { t } = useTranslation();
  const label = stockLabel(item);
  return <span className={`stock-badge stock-badge--${label}`}>{t(`catalog.stock.${label}`)}</span>;
}
