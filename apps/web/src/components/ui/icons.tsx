// Small inline SVG icons (no icon font, no extra requests). Decorative by default: give the
// control around them an accessible name.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function base({ size = 20, ...rest }: IconProps) {
  return { width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, ...rest } as const;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const SearchIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);
export const CartIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </svg>
);
export const UserIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const HeartIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </svg>
);
export const GlobeIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9S14.5 18.4 12 21M12 3C9.5 5.6 8.3 8.6 8.3 12s1.2 6.4 3.7 9" />
  </svg>
);
export const MenuIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const CloseIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
/** points along the reading direction (flips in RTL) */
export const ChevronForwardIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke} className={`flip-rtl ${p.className ?? ''}`}>
    <path d="M9 5l7 7-7 7" />
  </svg>
);
export const ChevronBackIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke} className={`flip-rtl ${p.className ?? ''}`}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const LinkIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </svg>
);
export const MailIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);
export const PhoneIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);
export const ClockIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
export const PinIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </svg>
);
export const FacebookIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z" />
  </svg>
);
export const XIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M3.5 3h5.2l4.1 5.6L17.7 3h2.6l-6.3 7.2L21 21h-5.2l-4.5-6.1L6 21H3.4l6.7-7.7zm3 1.6l10 14.8h1.7L8.3 4.6z" />
  </svg>
);
export const InstagramIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </svg>
);
export const YoutubeIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
  </svg>
);
export const LinkedinIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v12H3zM9 9h2.9v1.7h.1c.4-.8 1.4-1.9 3.1-1.9 3.3 0 3.9 2.2 3.9 5V21h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21H9z" />
  </svg>
);
export const PinterestIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.5-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4-3 0-4.8 2.3-4.8 4.6 0 .9.3 1.9.8 2.4l.1.3-.3 1.2c0 .2-.2.2-.4.1-1.3-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.5 7.1-6.5 3.7 0 6.6 2.7 6.6 6.2 0 3.7-2.3 6.7-5.6 6.7-1.1 0-2.1-.6-2.5-1.2l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2z" />
  </svg>
);
export const TiktokIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.7 5.7 0 1 0 4.9 5.7V9a7.3 7.3 0 0 0 4.3 1.4V7.3a4.3 4.3 0 0 1-3.2-1.5z" />
  </svg>
);
export const WhatsappIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7.5-.1 1.5-.6 1.7-1.2s.2-1.1.2-1.2l-.5-.2z" />
  </svg>
);
