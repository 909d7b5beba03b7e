// Country flag from an ISO2 code (spec §3 Country.flag), drawn from country-flag-icons. The
// package's React components all live in one 235 kB module, so each flag is taken from its own
// per-country SVG string file instead: a tiny lazy chunk per market the store sells in.
import { useEffect, useState } from 'react';
import './catalog.css';

type FlagModule = { default: string };

const loaders: Record<string, () => Promise<FlagModule>> = {
  AE: () => import('country-flag-icons/string/3x2/AE'),
  AU: () => import('country-flag-icons/string/3x2/AU'),
  BH: () => import('country-flag-icons/string/3x2/BH'),
  BR: () => import('country-flag-icons/string/3x2/BR'),
  CA: () => import('country-flag-icons/string/3x2/CA'),
  DE: () => import('country-flag-icons/string/3x2/DE'),
  EG: () => import('country-flag-icons/string/3x2/EG'),
  ES: () => import('country-flag-icons/string/3x2/ES'),
  EU: () => import('country-flag-icons/string/3x2/EU'),
  FR: () => import('country-flag-icons/string/3x2/FR'),
  GB: () => import('country-flag-icons/string/3x2/GB'),
  IN: () => import('country-flag-icons/string/3x2/IN'),
  IT: () => import('country-flag-icons/string/3x2/IT'),
  JO: () => import('country-flag-icons/string/3x2/JO'),
  JP: () => import('country-flag-icons/string/3x2/JP'),
  KW: () => import('country-flag-icons/string/3x2/KW'),
  LB: () => import('country-flag-icons/string/3x2/LB'),
  NL: () => import('country-flag-icons/string/3x2/NL'),
  OM: () => import('country-flag-icons/string/3x2/OM'),
  QA: () => import('country-flag-icons/string/3x2/QA'),
  SA: () => import('country-flag-icons/string/3x2/SA'),
  TR: () => import('country-flag-icons/string/3x2/TR'),
  US: () => import('country-flag-icons/string/3x2/US'),
};

const cache = new Map<string, string>();

function toDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Loads (once) the flag image of a country, or null when the store has no flag for it. */
function useFlag(code: string): string | null {
  const [src, setSrc] = useState<string | null>(() => cache.get(code) ?? null);
  useEffect(() => {
    const known = cache.get(code);
    if (known) return setSrc(known);
    setSrc(null);
    const load = loaders[code];
    if (!load) return;
    let live = true;
    load()
      .then((m) => {
        const url = toDataUrl(m.default);
        cache.set(code, url);
        if (live) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);
  return src;
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
  const src = useFlag(iso);
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  if (!loaders[iso]) {
    return (
      <span className={`flag-icon flag-icon--text ${className}`} {...a11y}>
        {iso}
      </span>
    );
  }
  return (
    <span className={`flag-icon ${className}`} {...a11y}>
      {src && <img src={src} alt="" width={36} height={24} decoding="async" />}
    </span>
  );
}
