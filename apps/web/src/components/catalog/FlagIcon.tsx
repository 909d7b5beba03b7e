// Country flag from an ISO2 code (spec §3 Country.flag). Each flag is its own tiny lazy chunk from
// country-flag-icons, loaded only for the markets the store sells in, so the bundle stays small.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import './catalog.css';

type FlagModule = { default: ComponentType<{ title?: string }> };

const loaders: Record<string, () => Promise<FlagModule>> = {
  AE: () => import('country-flag-icons/react/3x2/AE'),
  AU: () => import('country-flag-icons/react/3x2/AU'),
  BH: () => import('country-flag-icons/react/3x2/BH'),
  BR: () => import('country-flag-icons/react/3x2/BR'),
  CA: () => import('country-flag-icons/react/3x2/CA'),
  DE: () => import('country-flag-icons/react/3x2/DE'),
  EG: () => import('country-flag-icons/react/3x2/EG'),
  ES: () => import('country-flag-icons/react/3x2/ES'),
  EU: () => import('country-flag-icons/react/3x2/EU'),
  FR: () => import('country-flag-icons/react/3x2/FR'),
  GB: () => import('country-flag-icons/react/3x2/GB'),
  IN: () => import('country-flag-icons/react/3x2/IN'),
  IT: () => import('country-flag-icons/react/3x2/IT'),
  JO: () => import('country-flag-icons/react/3x2/JO'),
  JP: () => import('country-flag-icons/react/3x2/JP'),
  KW: () => import('country-flag-icons/react/3x2/KW'),
  LB: () => import('country-flag-icons/react/3x2/LB'),
  NL: () => import('country-flag-icons/react/3x2/NL'),
  OM: () => import('country-flag-icons/react/3x2/OM'),
  QA: () => import('country-flag-icons/react/3x2/QA'),
  SA: () => import('country-flag-icons/react/3x2/SA'),
  TR: () => import('country-flag-icons/react/3x2/TR'),
  US: () => import('country-flag-icons/react/3x2/US'),
};

const cache = new Map<string, LazyExoticComponent<ComponentType<{ title?: string }>>>();

function flagComponent(code: string) {
  const loader = loaders[code];
  if (!loader) return null;
  let component = cache.get(code);
  if (!component) {
    component = lazy(loader);
    cache.set(code, component);
  }
  return component;
}

interface Props {
  /** ISO 3166-1 alpha-2 */
  code: string;
  /** accessible name; omit when the country name is printed next to the flag */
  label?: string;
  className?: string;
}

export function FlagIcon({ code, label, className = '' }: Props) {
  const iso = (code ?? '').toUpperCase();
  const Flag = flagComponent(iso);
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  if (!Flag) {
    return (
      <span className={`flag-icon flag-icon--text ${className}`} {...a11y}>
        {iso}
      </span>
    );
  }
  return (
    <span className={`flag-icon ${className}`} {...a11y}>
      <Suspense fallback={null}>
        <Flag />
      </Suspense>
    </span>
  );
}
