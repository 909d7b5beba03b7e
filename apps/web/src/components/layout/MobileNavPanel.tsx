// One drill-down level of the mobile drawer: a Back button, a View All link to the parent's
// page, then the children (links, or buttons that open the next level).
import { cardListPath, digitalCategoryPath, hardwareCategoryPath, type Category } from '@store/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from '../ui/StoreLink.tsx';
import { FlagIcon } from '../catalog/FlagIcon.tsx';
import { ChevronBackIcon } from '../ui/icons.tsx';
import { useCategoryChildren, useCountries } from './queries.ts';

export type Level =
  | { kind: 'hardware' | 'hardware-sub' | 'digital' | 'digital-sub'; parentId: number; title: string; viewAll: string }
  | { kind: 'countries'; sub: Category; title: string; viewAll: string };

export function DrawerPanel({
  level,
  onBack,
  onDrill,
  onNavigate,
}: {
  level: Level;
  onBack: () => void;
  onDrill: (l: Level) => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const isCountries = level.kind === 'countries';
  const children = useCategoryChildren(isCountries ? null : level.parentId, !isCountries);
  const countries = useCountries(isCountries ? level.sub.id : null, isCountries);
  const query = isCountries ? countries : children;
  const backRef = useRef<HTMLButtonElement>(null);
  // the button that opened this level is gone: keyboard focus continues on the new level
  useEffect(() => backRef.current?.focus(), []);

  const renderCategory = (c: Category) => {
    switch (level.kind) {
      case 'hardware':
        return c.has_children ? (
          <DrillButton
            label={c.name}
            onClick={() => onDrill({ kind: 'hardware-sub', parentId: c.id, title: c.name, viewAll: hardwareCategoryPath(c) })}
          />
        ) : (
          <StoreLink to={hardwareCategoryPath(c)} className="drawer-link" onClick={onNavigate}>
            {c.name}
          </StoreLink>
        );
      case 'hardware-sub':
        return (
          <StoreLink to={hardwareCategoryPath(c)} className="drawer-link" onClick={onNavigate}>
            {c.name}
          </StoreLink>
        );
      case 'digital':
        return c.has_children ? (
          <DrillButton
            label={c.name}
            onClick={() => onDrill({ kind: 'digital-sub', parentId: c.id, title: c.name, viewAll: digitalCategoryPath(c) })}
          />
        ) : (
          <StoreLink to={digitalCategoryPath(c)} className="drawer-link" onClick={onNavigate}>
            {c.name}
          </StoreLink>
        );
      default:
        return c.has_children ? (
          <DrillButton
            label={c.name}
            onClick={() => onDrill({ kind: 'countries', sub: c, title: c.name, viewAll: digitalCategoryPath(c) })}
          />
        ) : (
          <StoreLink to={digitalCategoryPath(c)} className="drawer-link" onClick={onNavigate}>
            {c.name}
          </StoreLink>
        );
    }
  };

  return (
    <div className="drawer-panel drawer-panel-sub">
      <button ref={backRef} type="button" className="drawer-back" onClick={onBack}>
        <ChevronBackIcon size={18} />
        <span>{t('nav.back')}</span>
      </button>
      <p className="drawer-level-title">{level.title}</p>
      <StoreLink to={level.viewAll} className="drawer-view-all" onClick={onNavigate}>
        {t('nav.viewAll')}
      </StoreLink>
      {query.isError ? (
        <p className="drawer-note">{t('nav.categoriesError')}</p>
      ) : query.isPending ? (
        <ul className="drawer-list" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className="skeleton drawer-skeleton" />
          ))}
        </ul>
      ) : (
        <ul className="drawer-list">
          {isCountries
            ? countries.data?.map((country) => (
                <li key={country.id}>
                  <StoreLink to={cardListPath(country, level.sub)} className="drawer-link drawer-country" onClick={onNavigate}>
                    <FlagIcon src={country.flag} />
                    <span>{country.name}</span>
                  </StoreLink>
                </li>
              ))
            : children.data?.map((c) => <li key={c.id}>{renderCategory(c)}</li>)}
        </ul>
      )}
    </div>
  );
}

export function DrillButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="drawer-link drawer-drill" onClick={onClick}>
      <span>{label}</span>
      <span aria-hidden="true" className="flip-rtl drawer-chevron">
        ›
      </span>
    </button>
  );
}
