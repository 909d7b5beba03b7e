// Card tabs (spec §2 Card page; Description is the default): Description (one bullet per
// non-empty line), Reviews, Regions and Languages (joined by ' - ' or a "no information" text),
// System Requirements (HTML or 'No system specifications available.').
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CardDetail } from '@store/shared';
import { descriptionLines, joinList } from '../lib/detail-text.ts';
import { LazyHtml } from './LazyHtml.tsx';
import { ReviewList } from './ReviewList.tsx';

type TabKey = 'description' | 'reviews' | 'regions' | 'languages' | 'system';

export function CardTabs({ card }: { card: CardDetail }) {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const [tab, setTab] = useState<TabKey>(hash === '#reviews' ? 'reviews' : 'description');
  useEffect(() => {
    if (hash !== '#reviews') return;
    setTab('reviews');
    document.getElementById('reviews')?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const lines = descriptionLines(card.desc);
  const regions = joinList(card.regions);
  const languages = joinList(card.languages);
  const tabs: [TabKey, string][] = [
    ['description', t('catalog.card.description')],
    ['reviews', `${t('catalog.card.reviews')} (${card.reviews_count})`],
    ['regions', t('catalog.card.regions')],
    ['languages', t('catalog.card.languages')],
    ['system', t('catalog.card.systemRequirements')],
  ];

  return (
    <Tabs.Root id="reviews" dir={i18n.dir(i18n.language)} className="detail-tabs" value={tab} onValueChange={(v) => setTab(v as TabKey)}>
      <Tabs.List className="detail-tabs__list" aria-label={t('catalog.card.tabs')}>
        {tabs.map(([key, label]) => (
          <Tabs.Trigger key={key} value={key} className="detail-tabs__trigger">
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="description" className="detail-tabs__panel">
        {lines.length > 0 ? (
          <ul className="desc-bullets">
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="tab-empty">{t('catalog.card.noDescription')}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="reviews" className="detail-tabs__panel">
        <ReviewList reviews={card.reviews} />
      </Tabs.Content>
      <Tabs.Content value="regions" className="detail-tabs__panel">
        <p className={regions ? '' : 'tab-empty'}>{regions ?? t('catalog.card.noRegions')}</p>
      </Tabs.Content>
      <Tabs.Content value="languages" className="detail-tabs__panel">
        <p className={languages ? '' : 'tab-empty'}>{languages ?? t('catalog.card.noLanguages')}</p>
      </Tabs.Content>
      <Tabs.Content value="system" className="detail-tabs__panel">
        {card.system_requirement?.trim() ? <LazyHtml html={card.system_requirement} /> : <p className="tab-empty">{t('catalog.card.noSystemRequirements')}</p>}
      </Tabs.Content>
    </Tabs.Root>
  );
}
