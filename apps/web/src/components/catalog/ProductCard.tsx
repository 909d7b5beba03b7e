// The catalogue tile used across the store (home carousels, category lists, search, deals,
// related items): image, name (39 chars, full name on hover), price, stock label, a short
// description (deals 150, others 200), Add To Cart, Buy Now, wishlist heart and, for products,
// Add to Compare. spec §2, §3, §9.
import { StoreLink } from '../ui/StoreLink.tsx';
import { DEAL_DESC_MAX, DESC_MAX, NAME_MAX, truncate, type CatalogItem } from '@store/shared';
import { AddToCartButton, BuyNowButton } from '../../features/cart/index.ts';
import { CompareButton } from './CompareButton.tsx';
import { itemImage, itemPath } from './item-path.ts';
import { PriceTag } from './PriceTag.tsx';
import { StockBadge } from './StockBadge.tsx';
import { WishlistHeart } from './WishlistHeart.tsx';
import './catalog.css';

interface Props {
  item: CatalogItem;
  variant?: 'deal' | 'default';
  /** hide the description (dense grids such as related items) */
  showDescription?: boolean;
  /** one of the first tiles of a page: its image is fetched at once rather than lazily after
   * layout; 'first' also raises its priority, as the page's main image on a phone (LCP) */
  eager?: boolean | 'first';
}

export function ProductCard({ item, variant = 'default', showDescription = true, eager = false }: Props) {
  const path = itemPath(item);
  const description = truncate(item.short_desc ?? '', variant === 'deal' ? DEAL_DESC_MAX : DESC_MAX);
  return (
    <article className={`product-card product-card--${variant}`} data-testid="product-card">
      <div className="product-card__media">
        <StoreLink to={path} className="product-card__image-link" tabIndex={-1} aria-hidden="true">
          <img
            src={itemImage(item)}
            alt=""
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager === 'first' ? 'high' : undefined}
            decoding="async"
            className="product-card__image"
          />
        </StoreLink>
        <WishlistHeart item={item} className="product-card__heart" />
      </div>
      <div className="product-card__body">
        <StockBadge item={item} />
        <h3 className="product-card__name">
          <StoreLink to={path} title={item.name}>
            {truncate(item.name, NAME_MAX)}
          </StoreLink>
        </h3>
        <PriceTag price={item.price} priceAfterDiscount={item.price_after_discount} />
        {showDescription && description && <p className="product-card__desc">{description}</p>}
        <div className="product-card__actions">
          <AddToCartButton item={item} />
          <BuyNowButton item={item} />
        </div>
        {item.product_type === 1 && <CompareButton product={item} className="product-card__compare" />}
      </div>
    </article>
  );
}

export default ProductCard;
