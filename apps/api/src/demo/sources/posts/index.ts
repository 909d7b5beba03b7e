// Every news and blog post with its type, age and the closing paragraph that ends its body.
// News are spread over the last ~190 days, one a week, newest first; blog posts likewise.
import type { Bi } from '../../util.ts';
import { blogPosts } from './blog.ts';
import { newsPosts } from './news.ts';
import type { PostSeed } from './types.ts';

export { TAGS, type PostSeed, type TagKey } from './types.ts';

export interface TypedPost extends PostSeed {
  type: 'news' | 'blog';
  daysAgo: number;
  closing: Bi;
}

const NEWS_CLOSINGS: Bi[] = [
  [
    'Prices and stock are updated live on the product pages. Follow us on Facebook and Instagram for the next announcements.',
    'الأسعار والمخزون محدثة لحظيًا في صفحات المنتجات. تابعنا على فيسبوك وإنستجرام لمعرفة الإعلانات القادمة.',
  ],
  [
    'Questions about this news? Our support team is available Sunday to Thursday, 9 am to 10 pm, by phone, WhatsApp and tickets.',
    'عندك سؤال عن هذا الخبر؟ فريق الدعم متاح من الأحد إلى الخميس من 9 صباحًا حتى 10 مساءً عبر الهاتف وواتساب والتذاكر.',
  ],
  [
    'As always, every order can be paid by card, mobile wallet, cash on delivery or National Bank of Egypt installments.',
    'وكالعادة يمكن دفع أي طلب بالبطاقة أو المحفظة الإلكترونية أو نقدًا عند الاستلام أو بالتقسيط مع البنك الأهلي المصري.',
  ],
];

const BLOG_CLOSINGS: Bi[] = [
  [
    'Have a question we did not answer? Open a ticket from the Contact Us page and one of the gamers on our team will help you.',
    'عندك سؤال لم نجب عنه؟ افتح تذكرة من صفحة اتصل بنا وسيساعدك أحد اللاعبين في فريقنا.',
  ],
  [
    'Ready to put this into practice? Try our Build PC tool, which lists only parts in stock and adds the whole build to your cart in one click.',
    'جاهز لتطبيق ذلك؟ جرّب أداة تجميع الكمبيوتر التي تعرض القطع المتوفرة فقط وتضيف التجميعة كلها إلى السلة بضغطة واحدة.',
  ],
  [
    'Found this guide useful? Share it with your squad and follow our blog for a new article every week.',
    'وجدت هذا الدليل مفيدًا؟ شاركه مع أصحابك وتابع مدونتنا لمقال جديد كل أسبوع.',
  ],
];

function typed(posts: PostSeed[], type: TypedPost['type'], firstDay: number, closings: Bi[]): TypedPost[] {
  return posts.map((p, i) => ({
    ...p,
    type,
    daysAgo: firstDay + i * 7.1,
    closing: closings[i % closings.length] ?? closings[0]!,
  }));
}

export const postSeeds: TypedPost[] = [
  ...typed(newsPosts, 'news', 1, NEWS_CLOSINGS),
  ...typed(blogPosts, 'blog', 2.5, BLOG_CLOSINGS),
];
