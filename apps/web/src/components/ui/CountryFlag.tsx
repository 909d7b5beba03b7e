// A country's flag drawn from its ISO2 code with country-flag-icons' React components. The flag
// set (~58 kB gz) is its own lazy chunk, loaded the first time any flag is shown, so pages
// without flags never pay for it. Unknown codes keep a neutral 3:2 placeholder.
import { useEffect, useState, type ComponentType, type SVGProps } from 'react';

type FlagSet = Record<string, ComponentType<SVGProps<SVGSVGElement> & { title?: string }>>;

let loaded: FlagSet | null = null;
let loading: Promise<FlagSet> | null = null;

function loadFlags(): Promise<FlagSet> {
  loading ??= import('country-flag-icons/react/3x2').then((m) => (loaded = m as unknown as FlagSet));
  return loading;
}

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code, as the API's `flag` field gives it */
  code: string;
  /** accessible name; omit when the country name is written next to the flag */
  title?: string;
  width?: number;
  className?: string;
}

export function CountryFlag({ code, title, width = 24, className }: CountryFlagProps) {
  const [flags, setFlags] = useState<FlagSet | null>(loaded);
  useEffect(() => {
    if (flags) return;
    let live = true;
    void loadFlags().then((set) => live && setFlags(set));
    return () => {
      live = false;
    };
  }, [flags]);
  const height = Math.round((width * 2) / 3);
  const Flag = flags?.[code.toUpperCase().replace('-', '_')];
  const style = { inlineSize: width, blockSize: height, display: 'inline-block', borderRadius: 2, flex: 'none', verticalAlign: 'middle' };
  if (!Flag) return <span className={className} style={{ ...style, background: '#d9d8e6' }} role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true} />;
  return <Flag className={className} style={style} title={title} aria-hidden={title ? undefined : true} />;
}
