// Home hero slider (spec §2 Home, §9: autoplay every 2500 ms). The first slide is the page's
// largest image: loaded eagerly with high fetch priority; the rest lazily.
import { HERO_AUTOPLAY_MS } from '@store/shared';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Carousel } from '../../../components/ui/Carousel.tsx';
import { SmartLink } from '../../../components/ui/SmartLink.tsx';
import { useSliders } from '../api.ts';

export function HeroSlider() {
  const { t } = useTranslation();
  const { data: slides, isPending } = useSliders();
  if (isPending) return <div className="hero hero-skeleton skeleton" aria-hidden="true" />;
  if (!slides?.length) return null;
  return (
    <Carousel label={t('home.hero.label')} loop autoplayMs={HERO_AUTOPLAY_MS} dots className="hero">
      {slides.map((s, i) => (
        <SmartLink key={s.id} href={s.link} className="hero-slide" ariaLabel={s.title}>
          <img
            src={s.img}
            alt={s.title}
            width={1600}
            height={600}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding={i === 0 ? 'sync' : 'async'}
          />
          {(s.title || s.desc) && (
            <span className="hero-caption" aria-hidden="true">
              {s.title && <span className="hero-title">{s.title}</span>}
              {s.desc && <span className="hero-desc">{s.desc}</span>}
            </span>
          )}
        </SmartLink>
      ))}
    </Carousel>
  );
}
