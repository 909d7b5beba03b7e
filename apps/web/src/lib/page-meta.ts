// Per-route document title and sharing metadata (spec §2): a page calls usePageMeta({title,
// description, image}); while no page does, the default (site settings title + description) is
// shown. Entries live in a small stack so effect order between layout and page never matters.
import { useEffect, useId } from 'react';

export interface PageMetaInput {
  title?: string | null;
  description?: string | null;
  image?: string | null;
}

interface Defaults {
  title: string;
  description: string;
}

let defaults: Defaults = { title: 'Gamers Souq', description: '' };
const stack = new Map<string, PageMetaInput>();

function setMetaTag(attr: 'name' | 'property', key: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** Writes the current title/description/image into <head>. */
function apply(): void {
  const entries = [...stack.values()];
  const top = entries[entries.length - 1];
  const pageTitle = top?.title?.trim();
  const title = pageTitle && pageTitle !== defaults.title ? `${pageTitle} | ${defaults.title}` : defaults.title;
  const description = top?.description?.trim() || defaults.description;
  const image = top?.image || null;
  document.title = title;
  setMetaTag('name', 'description', description);
  setMetaTag('property', 'og:title', pageTitle || defaults.title);
  setMetaTag('property', 'og:description', description);
  setMetaTag('property', 'og:url', window.location.href);
  setMetaTag('name', 'twitter:title', pageTitle || defaults.title);
  setMetaTag('name', 'twitter:description', description);
  setMetaTag('property', 'og:image', image ? new URL(image, window.location.origin).href : null);
  setMetaTag('name', 'twitter:image', image ? new URL(image, window.location.origin).href : null);
  setMetaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
}

/** The Layout sets the store-wide default once settings are known. */
export function setDefaultPageMeta(next: Defaults): void {
  defaults = { title: next.title || defaults.title, description: next.description || defaults.description };
  apply();
}

/** Re-applies after a navigation (og:url follows the address). */
export function refreshPageMeta(): void {
  apply();
}

/** A page's own title and sharing metadata while it is mounted. */
export function usePageMeta(meta: PageMetaInput): void {
  const id = useId();
  const { title, description, image } = meta;
  useEffect(() => {
    stack.set(id, { title, description, image });
    apply();
  }, [id, title, description, image]);
  useEffect(
    () => () => {
      stack.delete(id);
      apply();
    },
    [id],
  );
}
