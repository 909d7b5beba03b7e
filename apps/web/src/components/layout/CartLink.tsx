// Header cart link with the item-count badge (spec §2 Shell).
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from '../ui/StoreLink.tsx';
import { CartIcon } from '../ui/icons.tsx';
import { useCartCount } from '../../features/cart/index.ts';

export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <StoreLink to="/my-cart" className="header-action cart-link" aria-label={t('header.cartWithCount', { count })}>
      <CartIcon />
      {count > 0 && (
        <span className="cart-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </StoreLink>
  );
}
