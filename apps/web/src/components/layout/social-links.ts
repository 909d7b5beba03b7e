// The store's social accounts (spec §3 Site settings: facebook, instagram, x and youtube come
// from the settings; LinkedIn, Pinterest and TikTok are fixed there too), in the order the footer
// and the contact page show them.
import type { SiteSettings } from '@store/shared';
import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, LinkedinIcon, PinterestIcon, TiktokIcon, XIcon, YoutubeIcon } from '../ui/icons.tsx';

export const SOCIAL_LINKS: ReadonlyArray<{ key: keyof SiteSettings; label: string; Icon: ComponentType<{ size?: number }> }> = [
  { key: 'facebook_link', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram_link', label: 'Instagram', Icon: InstagramIcon },
  { key: 'x_link', label: 'X', Icon: XIcon },
  { key: 'youtube_link', label: 'YouTube', Icon: YoutubeIcon },
  { key: 'linkedin_link', label: 'LinkedIn', Icon: LinkedinIcon },
  { key: 'pinterest_link', label: 'Pinterest', Icon: PinterestIcon },
  { key: 'tiktok_link', label: 'TikTok', Icon: TiktokIcon },
];
