// Price display (spec §3): the price a shopper pays, and the old price struck through when discounted.
import { useTranslation } from '../../lib/i18n/react.tsx';
import { effectivePrice, formatPrice, type Lang } from '@store/shared';
import './catalog.css';

interface Props {
  price: number;
  priceAfterDiscount: number | null | undefined;
  size?: 'md' | 'lg';
}

export function PriceTag({ price, priceAfterDiscount, size = 'md' }: Props) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const pay = effectivePrice(price, priceAfterDiscount);
  const discounted = pay < price;
  return (
    <p className={`price-tag price-tag--${size}`}>
      <span className="price-tag__now">{formatPrice(pay, lang)}</span>
      {discounted && (
        <s className="price-tag__old">
          <span className="visually-hidden">{t('catalog.price.oldPrice')}: </span>
          {formatPrice(price, lang)}
        </s>
      )}
    </p>
  );
}
