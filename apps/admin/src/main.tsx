// The staff back-office (issue 26): sign-in with two factors, then the sections the staff
// member's role allows. English and Arabic; Arabic is right-to-left (CSS logical properties).
import { lazy, StrictMode, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { StaffRole } from '@store/shared/contract/admin';
import { api, session, setApiLang } from './api.ts';
import { I18n, translator, type Lang } from './i18n.ts';
import { NotFound } from './ui/PageParts.tsx';
import { Link, navigate, usePath } from './router.tsx';
import { idFromAddress } from '@store/shared/routes';
import { SignIn } from './pages/SignIn.tsx';
import { Dashboard } from './pages/Dashboard.tsx';
import { CardEdit, CardsList } from './pages/Cards.tsx';
import { TicketDetail, TicketsList } from './pages/Tickets.tsx';
import { CustomerDetail, CustomersList } from './pages/Customers.tsx';
import { OrderDetail, OrdersList } from './pages/Orders.tsx';
import { AuditLog } from './pages/Audit.tsx';
import { ProductEdit, ProductsList } from './pages/Products.tsx';
import { CategoriesPage } from './pages/Categories.tsx';
import { ContentPage } from './pages/Content.tsx';
import { MoneyPage } from './pages/Money.tsx';
import { ReviewsPage } from './pages/Reviews.tsx';
import { StaffPage } from './pages/Staff.tsx';
import './styles.css';

// the invitee's page (with its QR code drawer) loads only when an invitation link is opened
const InvitePage = lazy(() => import('./pages/Invite.tsx').then((m) => ({ default: m.InvitePage })));

interface Me {
  id: number;
  email: string;
  role: StaffRole;
}

function initialLang(): Lang {
  return localStorage.getItem('admin_lang') === 'ar' ? 'ar' : 'en';
}

function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [me, setMe] = useState<Me | null>(null);
  const [checked, setChecked] = useState(false);
  const path = usePath();
  const t = useMemo(() => translator(lang), [lang]);
  setApiLang(lang);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
    document.title = t('appName');
    localStorage.setItem('admin_lang', lang);
  }, [lang, t]);

  useEffect(() => {
    session.onSignedOut(() => setMe(null));
    if (!session.token()) {
      setChecked(true);
      return;
    }
    api<Me>('GET', '/me').then(
      (r) => {
        setMe(r.data);
        setChecked(true);
      },
      () => setChecked(true),
    );
  }, []);

  const signOut = async () => {
    await api('POST', '/auth/logout').catch(() => undefined);
    session.clear();
    setMe(null);
    navigate('/');
  };

  const toggle = (
    <button
      type="button"
      className="link"
      onClick={() => setLang(lang === 'en' ? 'ar' : 'en')}
      lang={lang === 'en' ? 'ar' : 'en'}
    >
      {t('language')}
    </button>
  );

  let body: React.ReactNode;
  // an invitation link opens its page whoever is signed in on this browser (the invitee is not yet)
  if (path === '/invite')
    body = (
      <Suspense fallback={<p className="muted">{t('loading')}</p>}>
        <InvitePage />
      </Suspense>
    );
  else if (!checked) body = <p className="muted">{t('loading')}</p>;
  else if (!me) body = <SignIn onSignedIn={(s) => setMe(s)} />;
  else body = <Page path={path} role={me.role} />;

  const nav: [string, Parameters<typeof t>[0], StaffRole][] = [
    ['/', 'dashboard', 'support'],
    ['/tickets', 'tickets', 'support'],
    ['/cards', 'cards', 'admin'],
    ['/products', 'products', 'admin'],
    ['/categories', 'categoriesNav', 'admin'],
    ['/content', 'contentNav', 'admin'],
    ['/money', 'moneyNavShort', 'admin'],
    ['/orders', 'orders', 'support'],
    ['/customers', 'customers', 'support'],
    ['/reviews', 'reviewsNav', 'admin'],
    ['/audit', 'audit', 'admin'],
    ['/staff', 'staffNav', 'admin'],
  ];
  return (
    <I18n.Provider value={{ lang, t }}>
      <header className="top">
        <strong className="brand">{t('appName')}</strong>
        {me && (
          <nav aria-label={t('appName')}>
            {nav
              .filter(([, , role]) => role === 'support' || me.role === 'admin')
              .map(([to, key]) => (
                <Link key={to} to={to} className={(to === '/' ? path === '/' : path.startsWith(to)) ? 'active' : undefined}>
                  {t(key)}
                </Link>
              ))}
          </nav>
        )}
        <div className="who">
          {toggle}
          {me && (
            <>
              <span className="muted">
                {me.email} · {t(me.role === 'admin' ? 'roleAdmin' : 'roleSupport')}
              </span>
              <button type="button" onClick={() => void signOut()}>
                {t('signOut')}
              </button>
            </>
          )}
        </div>
      </header>
      <main className="page">{body}</main>
    </I18n.Provider>
  );
}

const TICKET_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Page({ path, role }: { path: string; role: StaffRole }) {
  const parts = path.split('/').filter(Boolean);
  const [section, id, sub] = parts;
  // an address naming no record (/orders/abc, /products/0) is "Not found.", never a new record's
  // form or an API refusal of "NaN"
  const num = idFromAddress(id);
  const record = (page: (id: number) => ReactNode, blank?: ReactNode) =>
    id === 'new' && blank ? blank : num === null ? <NotFound /> : page(num);
  if (section === 'tickets') return id ? TICKET_UUID.test(id) ? <TicketDetail uuid={id} /> : <NotFound /> : <TicketsList />;
  if (section === 'customers') return id ? record((n) => <CustomerDetail id={n} role={role} />) : <CustomersList />;
  if (section === 'orders') return id ? record((n) => <OrderDetail id={n} role={role} />) : <OrdersList role={role} />;
  if (role === 'admin' && section === 'cards')
    return id ? record((n) => <CardEdit id={n} />, <CardEdit id={null} />) : <CardsList />;
  if (role === 'admin' && section === 'audit') return <AuditLog />;
  if (role === 'admin' && section === 'reviews') return <ReviewsPage />;
  if (role === 'admin' && section === 'staff') return <StaffPage />;
  if (role === 'admin' && section === 'products')
    return id ? record((n) => <ProductEdit id={n} />, <ProductEdit id={null} />) : <ProductsList />;
  if (role === 'admin' && section === 'categories') return <CategoriesPage />;
  if (role === 'admin' && section === 'content') return <ContentPage tab={id} />;
  if (role === 'admin' && section === 'money') return <MoneyPage tab={id} id={sub} />;
  return <Dashboard role={role} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
