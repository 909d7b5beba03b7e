// A home advertisement strip (spec §2 Home: top ad and bottom ad, GET advertisements?type=).
import { SmartLink } from '../../../components/ui/SmartLink.tsx';
import { useAds } from '../api.ts';

export function AdBanner({ type }: { type: 'top' | 'bottom' }) {
  const { data: ads, isPending } = useAds(type);
  // while loading, hold the room of the usual pair so the page below does not jump
  if (isPending)
    return (
      <div className="home-ads home-ads-pair" aria-hidden="true">
        <div className="skeleton home-ad-skeleton" />
        <div className="skeleton home-ad-skeleton" />
      </div>
    );
  if (!ads?.length) return null;
  return (
    <div className={`home-ads home-ads-${ads.length > 1 ? 'pair' : 'single'}`}>
      {ads.map((ad) => (
        <SmartLink key={ad.id} href={ad.link} className="home-ad">
          <img src={ad.img} alt={ad.alt} width={1200} height={250} loading="lazy" decoding="async" />
        </SmartLink>
      ))}
    </div>
  );
}
