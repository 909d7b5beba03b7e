// The news list's address: ?type=news|blog&page=N (spec §2), read the same way by the page, its
// route's server prefetch and the API's page metadata (the rule itself is in packages/shared).
import { readNewsListState } from '@store/shared';
import type { PostType } from './api.ts';

export function readListParams(params: URLSearchParams): { type: PostType; page: number } {
  return readNewsListState(params);
}
