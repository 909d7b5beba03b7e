// Signed-in account dropdown (Radix DropdownMenu: arrow keys, Escape, typeahead).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from '../ui/StoreLink.tsx';
import { UserIcon } from '../ui/icons.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import './account-menu.css';
import { builtLinks } from '../../lib/page-set.ts';

export default function AccountMenu({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  return (
    <DropdownMenu.Root dir={i18n.dir(i18n.language)} modal={false}>
      <DropdownMenu.Trigger className="header-action" aria-label={t('header.account')}>
        <UserIcon />
        <span className="header-action-label">{t('header.account')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="account-menu-email">{email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="account-menu-sep" />
          {builtLinks(ACCOUNT_LINKS).map((l) => (
            <DropdownMenu.Item key={l.to} asChild className={`account-menu-item${l.to === '/log-out' ? ' is-logout' : ''}`}>
              <StoreLink to={l.to}>{t(l.labelKey)}</StoreLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
