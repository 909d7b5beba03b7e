// Title row of a home section, with an optional View All link.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';

export function SectionHeader({ id, title, viewAllTo }: { id: string; title: string; viewAllTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className="home-section-head">
      <h2 id={id}>{title}</h2>
      {viewAllTo && (
        <StoreLink to={viewAllTo} className="home-view-all">
          {t('common.viewAll')}
          <span aria-hidden="true" className="flip-rtl">
            ›
          </span>
        </StoreLink>
      )}
    </div>
  );
}
