// Product tabs (spec §2): Specification (default; key/value rows), Description (sanitised HTML),
// Reviews, Support (a Drivers button opening the first http(s) link of the support text, disabled
// when there is none, and the text itself). '#reviews' in the address selects Reviews.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { ProductDetail } from '@store/shared';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { useHashTab } from '../hooks/useHashTab.ts';
import { firstLink } from '../lib/detail-text.ts';
import { LazyHtml } from './LazyHtml.tsx';
import { ReviewsPanel } from './ReviewsPanel.tsx';

export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [tab, setTab] = useHashTab('specification');
  const driversLink = firstLink(product.support);

  const specification =
    product.specifications.length > 0 ? (
      <table className="spec-table">
        <tbody>
          {product.specifications.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.key}</th>
              <td>{s.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ) : (
      <p className="tab-empty">{t('catalog.product.noSpecifications')}</p>
    );

  const support = (
    <div className="support-panel">
      <button
        type="button"
        className="btn btn-primary"
        disabled={!driversLink}
        onClick={() => driversLink && window.open(driversLink, '_blank', 'noopener,noreferrer')}
      >
        {t('catalog.product.drivers')}
      </button>
      {product.support ? (
        <p className="support-text">{product.support}</p>
      ) : (
        <p className="tab-empty">{t('catalog.product.noSupport')}</p>
      )}
    </div>
  );

  return (
    <div id="reviews" className="detail-tabs">
      <Tabs
        label={t('catalog.product.tabs')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'specification', label: t('catalog.product.specification'), content: specification },
          {
            value: 'description',
            label: t('catalog.product.description'),
            content: product.desc ? (
              <LazyHtml html={product.desc} />
            ) : (
              <p className="tab-empty">{t('catalog.product.noDescription')}</p>
            ),
          },
          {
            value: 'reviews',
            label: `${t('catalog.product.reviews')} (${product.reviews_count})`,
            content: <ReviewsPanel kind="products" item={product} />,
          },
          { value: 'support', label: t('catalog.product.support'), content: support },
        ]}
      />
    </div>
  );
}
