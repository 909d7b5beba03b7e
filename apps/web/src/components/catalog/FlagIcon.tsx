// A country's flag (spec §3 Country.flag, §2 "countries with flags"): the API answers the
// address of an SVG image (/flags/{ISO2}.svg, served and cached like the other images), so the
// page loads it like any picture and the browser's cache shares it between pages.
interface Props {
  /** Country.flag: the image address, or null when the store has no flag for the country */
  src: string | null;
  /** accessible name; omit when the country name is printed next to the flag */
  label?: string;
  className?: string;
}

export function FlagIcon({ src, label, className = '' }: Props) {
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <span className={`flag-icon ${className}`} {...a11y}>
      {src && <img src={src} alt="" width={36} height={24} decoding="async" />}
    </span>
  );
}
