// Card tabs (spec §2 Card page; Description is the default): Description (one bullet per
// non-empty line), Reviews, Regions and Languages (joined by ' - ' or a "no information" text),
// System Requirements (HTML or 'No system specifications available.').
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { CardDetail } from '@store/shared';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { useHashTab } from '../hooks/useHashTab.ts';
import { descriptionLines, joinList } from '../lib/detail-text.ts';
import { LazyHtml } from './LazyHtml.tsx';
import { ReviewsPanel } from './ReviewsPanel.tsx';

export function CardTabs({ card }: { card: CardDetail }) {
  const { t } = useTranslation();
  const [tab, setTab] = useHashTab('description');
  const lines = descriptionLines(card.desc);
  const regions = joinList(card.regions);
  const languages = joinList(card.languages);

  const description =
    lines.length > 0 ? (
      <ul className="desc-bullets">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    ) : (
      <p className="tab-empty">{t('catalog.card.noDescription')}</p>
    );

  return (
    <div id="reviews" className="detail-tabs">
      <Tabs
        label={t('catalog.card.tabs')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'description', label: t('catalog.card.description'), content: description },
          {
            value: 'reviews',
            label: `${t('catalog.card.reviews')} (${card.reviews_count})`,
            content: <ReviewsPanel kind="cards" item={card} />,
          },
          {
            value: 'regions',
            label: t('catalog.card.regions'),
            content: <p className={regions ? '' : 'tab-empty'}>{regions ?? t('catalog.card.noRegions')}</p>,
          },
          {
            value: 'languages',
            label: t('catalog.card.languages'),
            content: <p className={languages ? '' : 'tab-empty'}>{languages ?? t('catalog.card.noLanguages')}</p>,
          },
          {
            value: 'system',
            label: t('catalog.card.systemRequirements'),
            content: card.system_requirement?.trim() ? (
              <LazyHtml html={card.system_requirement} />
            ) : (
              <p className="tab-empty">{t('catalog.card.noSystemRequirements')}</p>
            ),
          },
        ]}
      />
    </div>
  );
}
