// Product tabs (spec §2): Specification (default; key/value rows), Description (sanitised HTML),
// Reviews, Support (a Drivers button opening the first http(s) link of the support text, disabled
// when there is none, and the text itself). '#reviews' in the address selects Reviews.
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ProductDetail } from '@store/shared';
import { firstLink } from '../lib/detail-text.ts';
import { LazyHtml } from './LazyHtml.tsx';
import { ReviewList } from './ReviewList.tsx';

type TabKey = 'specification' | 'description' | 'reviews' | 'support';

export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const [tab, setTab] = useState<TabKey>(hash === '#reviews' ? 'reviews' : 'specification');
  useEffect(() => {
    if (hash !== '#reviews') return;
    setTab('reviews');
    document.getElementById('reviews')?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const driversLink = firstLink(product.support);

  return (
    <Tabs.Root id="reviews" dir={i18n.dir(i18n.language)} className="detail-tabs" value={tab} onValueChange={(v) => setTab(v as TabKey)}>
      <Tabs.List className="detail-tabs__list" aria-label={t('catalog.product.tabs')}>
        <Tabs.Trigger value="specification" className="detail-tabs__trigger">
          {t('catalog.product.specification')}
        </Tabs.Trigger>
        <Tabs.Trigger value="description" className="detail-tabs__trigger">
          {t('catalog.product.description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className="detail-tabs__trigger">
          {t('catalog.product.reviews')} ({product.reviews_count})
        </Tabs.Trigger>
        <Tabs.Trigger value="support" className="detail-tabs__trigger">
          {t('catalog.product.support')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="specification" className="detail-tabs__panel">
        {product.specifications.length > 0 ? (
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
        )}
      </Tabs.Content>
      <Tabs.Content value="description" className="detail-tabs__panel">
        {product.desc ? <LazyHtml html={product.desc} /> : <p className="tab-empty">{t('catalog.product.noDescription')}</p>}
      </Tabs.Content>
      <Tabs.Content value="reviews" className="detail-tabs__panel">
        <ReviewList reviews={product.reviews} />
      </Tabs.Content>
      <Tabs.Content value="support" className="detail-tabs__panel">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!driversLink}
          onClick={() => driversLink && window.open(driversLink, '_blank', 'noopener,noreferrer')}
        >
          {t('catalog.product.drivers')}
        </button>
        {product.support ? <p className="support-text">{product.support}</p> : <p className="tab-empty">{t('catalog.product.noSupport')}</p>}
      </Tabs.Content>
    </Tabs.Root>
  );
}
