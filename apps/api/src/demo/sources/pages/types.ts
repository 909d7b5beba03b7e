// A CMS page: key (used by the pages API), title and HTML body in both languages.
import type { Bi } from '../../util.ts';

export interface PageSeed {
  key: string;
  title: Bi;
  content: Bi;
}

/** Join HTML fragments written one block per line. */
export function html(...blocks: string[]): string {
  return blocks.join('\n');
}
