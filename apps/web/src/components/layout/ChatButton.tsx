// Floating chat button (spec §1): opens a WhatsApp conversation with the store's number and a
// prefilled inquiry in the shopper's language, in a new tab.
import { useTranslation } from '../../lib/i18n/react.tsx';
import type { SiteSettings } from '@store/shared';
import { WhatsappIcon } from '../ui/icons.tsx';

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** `settings`: the site settings the layout asked for (undefined until they arrive). */
export function ChatButton({ settings }: { settings: SiteSettings | undefined }) {
  const { t } = useTranslation();
  if (!settings?.whatsapp) return null;
  return (
    <a
      className="chat-button"
      href={whatsappLink(settings.whatsapp, t('chat.prefill'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      title={t('chat.label')}
    >
      <WhatsappIcon size={30} />
    </a>
  );
}
