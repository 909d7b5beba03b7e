// Demo reviewers and what they write (spec §1: only buyers review). Each reviewer writes in one
// language, as real customers do; the comment follows the rating. Plain text.

export interface DemoReviewer {
  /** the part before @example.com (shown masked: `ah***@example.com`) */
  name: string;
  phone: string;
  lang: 'en' | 'ar';
}

export const DEMO_REVIEWER_DOMAIN = 'example.com';

export const DEMO_REVIEWERS: readonly DemoReviewer[] = [
  { name: 'ahmed.hassan', phone: '+201110000001', lang: 'ar' },
  { name: 'mona.adel', phone: '+201110000002', lang: 'en' },
  { name: 'omar.khaled', phone: '+201110000003', lang: 'ar' },
  { name: 'sara.mahmoud', phone: '+201110000004', lang: 'en' },
  { name: 'youssef.ali', phone: '+201110000005', lang: 'ar' },
  { name: 'nour.ibrahim', phone: '+201110000006', lang: 'en' },
  { name: 'karim.mostafa', phone: '+201110000007', lang: 'ar' },
  { name: 'salma.tarek', phone: '+201110000008', lang: 'en' },
];

/** Ratings picked by a stable hash: mostly 4 and 5, some 3, the odd 2. */
export const DEMO_RATINGS = [5, 5, 4, 5, 4, 3, 5, 4, 5, 2, 4, 5] as const;

type Pool = Record<'good' | 'mixed' | 'poor', readonly string[]>;

const PRODUCT_COMMENTS: Record<'en' | 'ar', Pool> = {
  en: {
    good: [
      'Excellent quality for the price. Arrived well packed in two days.',
      'Works exactly as described. Very happy with it.',
      'Solid build and great performance so far.',
      'Setup was easy and it runs cool and quiet.',
      'Honestly better than I expected. Recommended.',
      'Original product with warranty, fast delivery to Cairo.',
      '',
    ],
    mixed: [
      'Decent, does the job. The packaging could be better.',
      'Good product, but delivery took a day longer than promised.',
    ],
    poor: ['Works, but not what I expected for this price.'],
  },
  ar: {
    good: [
      'منتج ممتاز والتوصيل كان سريع جداً.',
      'الجودة عالية والسعر مناسب، أنصح به.',
      'شغال تمام زي الوصف بالظبط.',
      'وصلني في يومين والتغليف كان ممتاز.',
      'منتج أصلي وبضمان، تجربة شراء ممتازة.',
      '',
    ],
    mixed: ['كويس بس كنت متوقع أداء أعلى شوية.', 'المنتج حلو بس التوصيل اتأخر يوم.'],
    poor: ['شغال، بس مش بالمستوى اللي كنت متوقعه بالسعر ده.'],
  },
};

const CARD_COMMENTS: Record<'en' | 'ar', Pool> = {
  en: {
    good: [
      'Code arrived instantly and redeemed without any problem.',
      'Fast delivery, worked on my account right away.',
      'Third time buying here, always instant.',
      '',
    ],
    mixed: ['The code worked, but it took a few minutes to arrive.'],
    poor: ['Had to contact support before the code showed up, they sorted it out.'],
  },
  ar: {
    good: ['الكود وصل في ثواني واتفعل على طول.', 'أسرع موقع لشحن الألعاب، أنصح بيه.', 'تاني مرة أشتري والكود بيوصل فوراً.', ''],
    mixed: ['تمام وشغال، بس الكود اتأخر شوية.'],
    poor: ['اضطريت أكلم الدعم لحد ما الكود وصل، بس اتحلت.'],
  },
};

/** The comment a reviewer writes for a rating (empty: a rating without words). */
export function demoComment(kind: 'product' | 'card', lang: 'en' | 'ar', rating: number, pick: number): string {
  const pool = (kind === 'product' ? PRODUCT_COMMENTS : CARD_COMMENTS)[lang];
  const list = rating >= 4 ? pool.good : rating === 3 ? pool.mixed : pool.poor;
  return list[pick % list.length]!;
}
