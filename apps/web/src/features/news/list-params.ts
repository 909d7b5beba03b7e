// The news list's address: ?type=news|blog&page=N (spec §2), read the same way by the page and
// its route's server prefetch.
import type { PostType } from './api.ts';

export function readListParams(params: URLSearchParams): { type: PostType; page: number } {
  const type: PostType = params.get('type') === 'blog' ? 'blog' : 'news';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { type, page };
}
