// How a news/blog post is written: bilingual title, paragraphs (plain sentences, wrapped in <p>
// by the builder), an optional bullet list and 1–3 tags. Posts are listed newest first.
import type { Bi } from '../../util.ts';

export const TAGS = {
  playstation: ['PlayStation', 'بلايستيشن'],
  xbox: ['Xbox', 'إكس بوكس'],
  nintendo: ['Nintendo', 'نينتندو'],
  pc: ['PC Gaming', 'ألعاب الكمبيوتر'],
  hardware: ['Hardware', 'هاردوير'],
  gpu: ['Graphics Cards', 'كروت الشاشة'],
  deals: ['Deals', 'عروض'],
  guides: ['Guides', 'أدلة'],
  esports: ['Esports', 'الرياضات الإلكترونية'],
  store: ['Store News', 'أخبار المتجر'],
  cards: ['Gift Cards', 'بطاقات الهدايا'],
  steam: ['Steam', 'ستيم'],
  mobile: ['Mobile Gaming', 'ألعاب الموبايل'],
  security: ['Security', 'الأمان'],
} satisfies Record<string, Bi>;

export type TagKey = keyof typeof TAGS;

export interface PostSeed {
  title: Bi;
  tags: TagKey[];
  paragraphs: Bi[];
  list?: Bi[];
}

export function post(title: Bi, tags: TagKey[], paragraphs: Bi[], list?: Bi[]): PostSeed {
  return list ? { title, tags, paragraphs, list } : { title, tags, paragraphs };
}
