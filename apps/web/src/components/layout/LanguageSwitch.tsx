// The language switch (spec §4): offers the other language; choosing it saves the choice
// (cookie 30 days + sessionStorage), flips <html dir/lang> and reloads the page.
import { useTranslation } from '../../lib/i18n/react.tsx';
import { switchLanguage, type Lang } from '../../lib/i18n/index.ts';
import { GlobeIcon } from '../ui/icons.tsx';

export function LanguageSwitch({ reload, compact = false }: { reload?: (url: string) => void; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const other: Lang = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={`lang-switch${compact ? ' is-compact' : ''}`}
      onClick={() => void switchLanguage(other, reload)}
      lang={other}
      aria-label={t('header.switchLanguage')}
    >
      <GlobeIcon size={18} />
      <span className="lang-switch-label">{other === 'ar' ? 'العربية' : 'English'}</span>
    </button>
  );
}
