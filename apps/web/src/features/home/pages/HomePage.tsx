// Home (spec §2 Home): hero slider, top ad, promo tiles, deals, Latest Games, latest items,
// bottom ad, five benefit blurbs and the two newest news articles. Title/description are the
// store defaults (no usePageMeta).
import { Deferred } from '../../../components/ui/Deferred.tsx';
import { AdBanner } from '../components/AdBanner.tsx';
import { Benefits } from '../components/Benefits.tsx';
import { DealsSection } from '../components/DealsSection.tsx';
import { HeroSlider } from '../components/HeroSlider.tsx';
import { HomeNews } from '../components/HomeNews.tsx';
import { LatestGamesSection } from '../components/LatestGamesSection.tsx';
import { LatestItemsSection } from '../components/LatestItemsSection.tsx';
import { PromoTiles } from '../components/PromoTiles.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import '../home.css';

/** a carousel row's height while it waits (its title and a row of tiles) */
const ROW_HEIGHT = 640;

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home container">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <HeroSlider />
      <AdBanner type="top" />
      <PromoTiles />
      <DealsSection />
      <Deferred minHeight={ROW_HEIGHT} onServer={false}>
        <LatestGamesSection />
      </Deferred>
      <Deferred minHeight={ROW_HEIGHT} onServer={false}>
        <LatestItemsSection />
      </Deferred>
      <AdBanner type="bottom" />
      <Benefits />
      <HomeNews />
    </div>
  );
}
