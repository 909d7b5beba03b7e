// What changed, for the public caches (public-cache.ts invalidatePublic, shared-cache.ts's fan-out).
export interface PublicChange {
  kind: 'product' | 'card' | 'category' | 'content' | 'all';
  id?: number | string;
  /** more paths the proxy should refresh at once (e.g. a content page's address) */
  paths?: string[];
}
