// /card/{id}/{name?} (spec §2 Card page): breadcrumb, gallery, price and saving, reward points,
// platform/region/delivery badges, denominations, buying panel, tabs and related cards.
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useLocation, useParams } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import {
  cardPath,
  digitalSubCategoryPath,
  idFromAddress,
  stripHtml,
  truncate,
  truncateWords,
  BREADCRUMB_WORDS,
  type CardDetail,
} from '@store/shared';
import { FlagIcon } from '../../../components/catalog/FlagIcon.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCardDetails } from '../api.ts';
import { BuyBox } from '../components/BuyBox.tsx';
import { DeferredRelated, DetailHeading, DetailPrice } from '../components/DetailParts.tsx';
import { Denominations } from '../components/Denominations.tsx';
import { Deferred } from '../../../components/ui/Deferred.tsx';
import { DetailSkeleton, NotFoundView } from '../components/DetailStates.tsx';
import { isMissing } from '../../../lib/api.ts';
import { LazyCardTabs } from '../components/LazySections.tsx';
import { ErrorState } from '../../../components/ui/EmptyState.tsx';
import { galleryImages, ProductGallery } from '../components/ProductGallery.tsx';
import { ShareLinks } from '../../../components/ui/ShareLinks.tsx';
import { sortByPriceDesc, type RelatedCards } from '../lib/denominations.ts';
import '../catalog-pages.css';

export default function CardPage() {
  const { id = '' } = useParams();
  const cardId = idFromAddress(id);
  return cardId !== null ? <CardDetails key={cardId} cardId={cardId} /> : <NotFoundView kind="card" />;
}

function CardDetails({ cardId }: { cardId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [relatedPage, setRelatedPage] = useState(1);
  const query = useCardDetails(cardId, relatedPage);
  const card = query.data?.card;
  usePageMeta({ title: card?.name, description: card ? truncate(stripHtml(card.desc), 160) : undefined, image: card?.img });

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isMissing(query.error)) return <NotFoundView kind="card" />;
    return (
      <div className="catalog-page">
        <ErrorState text={t('catalog.category.serverError')} />
      </div>
    );
  }
  const related = query.data.related_cards;
  return (
    <div className="catalog-page">
      <CardSummary card={query.data.card} related={related} />
      <Deferred minHeight={320} eager={location.hash === '#reviews'}>
        <Suspense fallback={<div style={{ minBlockSize: 320 }} />}>
          <LazyCardTabs card={query.data.card} />
        </Suspense>
      </Deferred>
      <DeferredRelated
        title={t('catalog.card.related')}
        items={sortByPriceDesc(related.cards)}
        page={relatedPage}
        last={related.last_page}
        onPage={setRelatedPage}
      />
    </div>
  );
}

function CardSummary({ card, related }: { card: CardDetail; related: RelatedCards }) {
  const { t } = useTranslation();
  const sub = card.sub_category;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('catalog.nav.home'), to: '/' },
          // a card hangs on a digital sub-category (display_type 2): its countries page, as in the menus
          { label: sub.name, to: digitalSubCategoryPath(sub) },
          { label: truncateWords(card.name, BREADCRUMB_WORDS), title: card.name },
        ]}
      />
      <div className="detail">
        <div className="detail__media">
          <ProductGallery images={galleryImages(card.img, card.images)} alt={card.name} />
        </div>
        <div className="detail__info">
          <DetailHeading item={card} path={cardPath({ id: card.id })} />
          <ul className="card-badges">
            {card.platform && (
              <li className="card-badge">
                {card.platform.logo && <img src={card.platform.logo} alt="" width={20} height={20} />}
                <span className="visually-hidden">{t('catalog.card.platform')}: </span>
                {card.platform.name}
              </li>
            )}
            {card.country && (
              <li className="card-badge">
                <FlagIcon src={card.country.flag} />
                <span className="visually-hidden">{t('catalog.card.region')}: </span>
                {card.country.name}
              </li>
            )}
            <li className="card-badge card-badge--online">{t('catalog.card.delivery')}</li>
          </ul>
          <DetailPrice item={card} />
          {card.redeem_points > 0 && (
            <p className="reward-points">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z" fill="currentColor" />
              </svg>
              {t('catalog.card.rewardPoints', { points: card.redeem_points })}{' '}
              <StoreLink to="/rewards-program">{t('catalog.card.terms')}</StoreLink>
            </p>
          )}
          <Denominations card={card} related={related} />
          <BuyBox item={card} />
          <ShareLinks title={card.name} channels={['facebook', 'x', 'whatsapp']} />
        </div>
      </div>
    </>
  );
}
