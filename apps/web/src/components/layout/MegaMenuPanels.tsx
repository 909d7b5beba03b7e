// The contents of the two desktop hover menus (spec §2 Shell). Each column fetches its level
// when the pointer or focus reaches its parent, so only the branches a shopper opens are loaded.
import {
  CATEGORY_DIGITAL,
  CATEGORY_HARDWARE,
  cardListPath,
  digitalCategoryPath,
  hardwareCategoryPath,
  type Category,
  type Country,
} from '@store/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from '../ui/StoreLink.tsx';
import { FlagIcon } from '../catalog/FlagIcon.tsx';
import { ChevronForwardIcon } from '../ui/icons.tsx';
import { useCategoryChildren, useCountries } from './queries.ts';

interface ColumnState<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
}

function Column<T extends { id: number }>({
  state,
  title,
  render,
}: {
  state: ColumnState<T>;
  title?: ReactNode;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mega-col">
      {title && <p className="mega-col-title">{title}</p>}
      {state.isError ? (
        <p className="mega-col-note">{t('nav.categoriesError')}</p>
      ) : state.isPending ? (
        <ul className="mega-list" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="skeleton mega-skeleton" />
          ))}
        </ul>
      ) : state.data && state.data.length > 0 ? (
        <ul className="mega-list">
          {state.data.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ul>
      ) : (
        <p className="mega-col-note">{t('nav.noSubcategories')}</p>
      )}
    </div>
  );
}

function ParentLink({
  to,
  active,
  hasChildren,
  onActivate,
  onNavigate,
  children,
}: {
  to: string;
  active: boolean;
  hasChildren: boolean;
  onActivate: () => void;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <StoreLink
      to={to}
      className={`mega-link${active ? ' is-active' : ''}`}
      onMouseEnter={onActivate}
      onFocus={onActivate}
      onClick={onNavigate}
    >
      <span>{children}</span>
      {hasChildren && <ChevronForwardIcon size={14} />}
    </StoreLink>
  );
}

export function HardwareMenuPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const top = useCategoryChildren(CATEGORY_HARDWARE);
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = top.data?.find((c) => c.id === activeId) ?? top.data?.[0];
  const subs = useCategoryChildren(active?.id ?? null, Boolean(active?.has_children));

  return (
    <div className="mega-cols">
      <Column<Category>
        state={top}
        render={(c) => (
          <ParentLink
            to={hardwareCategoryPath(c)}
            active={c.id === active?.id}
            hasChildren={c.has_children}
            onActivate={() => setActiveId(c.id)}
            onNavigate={onNavigate}
          >
            {c.name}
          </ParentLink>
        )}
      />
      {active?.has_children && (
        <Column<Category>
          state={subs}
          title={
            <StoreLink to={hardwareCategoryPath(active)} onClick={onNavigate}>
              {t('nav.viewAllIn', { name: active.name })}
            </StoreLink>
          }
          render={(s) => (
            <StoreLink to={hardwareCategoryPath(s)} className="mega-link" onClick={onNavigate}>
              {s.name}
            </StoreLink>
          )}
        />
      )}
    </div>
  );
}

export function DigitalMenuPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const top = useCategoryChildren(CATEGORY_DIGITAL);
  const [topId, setTopId] = useState<number | null>(null);
  const activeTop = top.data?.find((c) => c.id === topId) ?? top.data?.[0];
  const subs = useCategoryChildren(activeTop?.id ?? null, Boolean(activeTop?.has_children));
  const [subId, setSubId] = useState<number | null>(null);
  const activeSub = subs.data?.find((c) => c.id === subId) ?? subs.data?.[0];
  const countries = useCountries(activeSub?.id ?? null, Boolean(activeSub?.has_children));

  return (
    <div className="mega-cols">
      <Column<Category>
        state={top}
        render={(c) => (
          <ParentLink
            to={digitalCategoryPath(c)}
            active={c.id === activeTop?.id}
            hasChildren={c.has_children}
            onActivate={() => {
              setTopId(c.id);
              setSubId(null);
            }}
            onNavigate={onNavigate}
          >
            {c.name}
          </ParentLink>
        )}
      />
      {activeTop?.has_children && (
        <Column<Category>
          state={subs}
          title={
            <StoreLink to={digitalCategoryPath(activeTop)} onClick={onNavigate}>
              {t('nav.viewAllIn', { name: activeTop.name })}
            </StoreLink>
          }
          render={(s) => (
            <ParentLink
              to={digitalCategoryPath(s)}
              active={s.id === activeSub?.id}
              hasChildren={s.has_children}
              onActivate={() => setSubId(s.id)}
              onNavigate={onNavigate}
            >
              {s.name}
            </ParentLink>
          )}
        />
      )}
      {activeTop?.has_children && activeSub?.has_children && (
        <Column<Country>
          state={countries}
          title={
            <StoreLink to={digitalCategoryPath(activeSub)} onClick={onNavigate}>
              {t('nav.viewAllIn', { name: activeSub.name })}
            </StoreLink>
          }
          render={(country) => (
            <StoreLink to={cardListPath(country, activeSub)} className="mega-link mega-country" onClick={onNavigate}>
              <FlagIcon src={country.flag} />
              <span>{country.name}</span>
            </StoreLink>
          )}
        />
      )}
    </div>
  );
}
