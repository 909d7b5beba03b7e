// /contact-us (spec §2 Contact and tickets): breadcrumb, the new-ticket form, the previous
// tickets of a signed-in customer (or a map for guests), contact info and social icons, and a
// link to the FAQ. ?order= preselects the order reason and the order.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { ContactInfo, StoreMap } from '../components/ContactInfo.tsx';
import { TicketForm } from '../components/TicketForm.tsx';
import { TicketsTable } from '../components/TicketsTable.tsx';
import '../support.css';

export default function ContactPage() {
  const { t } = useTranslation();
  const { user, token } = useSession();
  const signedIn = user !== null && token !== null;
  usePageMeta({ title: t('support.contact.title') });
  return (
    <div className="container page sup-page">
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), to: '/' }, { label: t('support.contact.title') }]} />
      <h1 className="page-title">{t('support.contact.title')}</h1>
      <p className="sup-intro">
        {t('support.contact.intro')} <StoreLink to="/faq">{t('support.contact.faqLink')}</StoreLink>
      </p>
      <div className="sup-layout">
        <div className="sup-main">
          <div className="sup-card">
            <TicketForm />
          </div>
          {signedIn && <TicketsTable />}
        </div>
        <aside className="sup-aside">
          <ContactInfo />
          {!signedIn && <StoreMap />}
        </aside>
      </div>
    </div>
  );
}
