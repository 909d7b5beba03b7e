// Site settings (one row), hero slides and top/bottom advertisements. Links point at real
// storefront routes (spec §2), built by the shared route table; each slide/ad names its art.
import { digitalSubCategoryPath, hardwareCategoryPath, STORE_PATHS } from '@store/shared';
import type { siteSettings } from '../../db/schema/index.ts';
import type { Bi } from '../util.ts';
import { CAT, categorySeeds } from './categories.ts';
import type { DeviceKind } from './kinds.ts';

export const siteSettingsSeed: typeof siteSettings.$inferInsert = {
  id: 1,
  titleEn: 'Gamers Souq',
  titleAr: 'جيمرز سوق',
  descriptionEn:
    'Gamers Souq is your store in Egypt for PC, PlayStation and Xbox games, digital game and gift cards and gaming hardware, with fast delivery and secure checkout.',
  descriptionAr:
    'جيمرز سوق متجرك في مصر لألعاب الكمبيوتر وبلايستيشن وإكس بوكس، وكروت الألعاب والهدايا الرقمية وأجهزة الألعاب، مع توصيل سريع ودفع آمن.',
  email: 'support@gamers-souq.example',
  phone: '+20 2 2401 5566',
  whatsapp: '+201001234567',
  addressEn: '15 Abbas El Akkad St., Nasr City, Cairo, Egypt',
  addressAr: '15 شارع عباس العقاد، مدينة نصر، القاهرة، مصر',
  facebookLink: 'https://www.facebook.com/gamerssouq',
  instagramLink: 'https://www.instagram.com/gamerssouq',
  xLink: 'https://x.com/gamerssouq',
  youtubeLink: 'https://www.youtube.com/@gamerssouq',
};

/** The seeded slug of a demo category (links are built as the menus build them). */
function seeded(id: number): { id: number; slug: string } {
  const c = categorySeeds.find((s) => s.id === id);
  if (!c) throw new Error(`demo category ${id} missing`);
  return { id, slug: c.slug };
}

export type SlideTheme = 'console' | 'cards' | 'pc' | 'deals';

export interface SlideSeed {
  title: Bi;
  desc: Bi;
  link: string;
  theme: SlideTheme;
}

export const slideSeeds: SlideSeed[] = [
  {
    title: ['PlayStation 5 Pro is here', 'بلايستيشن 5 برو وصل'],
    desc: ['Order now with two-day delivery across Cairo and Giza.', 'اطلبه الآن مع توصيل خلال يومين في القاهرة والجيزة.'],
    link: hardwareCategoryPath({ ...seeded(CAT.consoles), has_children: false }),
    theme: 'console',
  },
  {
    title: ['Game cards in seconds', 'كروت الألعاب في ثوانٍ'],
    desc: [
      'PSN, Xbox, Steam and more, delivered instantly to your order page.',
      'بلايستيشن وإكس بوكس وستيم والمزيد، تصلك فورًا في صفحة طلبك.',
    ],
    link: STORE_PATHS.digitalLanding,
    theme: 'cards',
  },
  {
    title: ['Build your dream PC', 'جمّع جهاز أحلامك'],
    desc: [
      'Pick compatible parts step by step and add them all to your cart.',
      'اختر قطعًا متوافقة خطوة بخطوة وأضفها كلها إلى السلة.',
    ],
    link: STORE_PATHS.buildPc,
    theme: 'pc',
  },
  {
    title: ['This week’s deals', 'عروض الأسبوع'],
    desc: ['Limited-time prices on consoles, cards and accessories.', 'أسعار لفترة محدودة على الأجهزة والكروت والإكسسوارات.'],
    link: STORE_PATHS.deals,
    theme: 'deals',
  },
];

export interface AdSeed {
  type: 'top' | 'bottom';
  headline: Bi;
  sub: Bi;
  cta: Bi;
  link: string;
  /** two brand-like colours for the banner gradient */
  colors: [string, string];
  /** device drawn on the banner */
  art: DeviceKind;
}

export const adSeeds: AdSeed[] = [
  {
    type: 'top',
    headline: ['Up to 15% off graphics cards', 'خصم حتى 15% على كروت الشاشة'],
    sub: ['RTX 40 and Radeon RX 7000, official warranty', 'RTX 40 وRadeon RX 7000 بضمان الوكيل'],
    cta: ['Shop now', 'تسوق الآن'],
    link: hardwareCategoryPath({ ...seeded(CAT.graphicsCards), has_children: false }),
    colors: ['#0f172a', '#76b900'],
    art: 'gpu',
  },
  {
    type: 'top',
    headline: ['PlayStation Plus from 555 EGP', 'بلايستيشن بلس يبدأ من 555 جنيه'],
    sub: ['Essential, Extra and Premium, delivered instantly', 'إسنشال وإكسترا وبريميوم، تسليم فوري'],
    cta: ['Subscribe', 'اشترك الآن'],
    link: digitalSubCategoryPath(seeded(CAT.playstationPlus)),
    colors: ['#00246b', '#0070d1'],
    art: 'controller',
  },
  {
    type: 'bottom',
    headline: ['World2Egypt: we import it for you', 'من العالم لمصر: نستورده لك'],
    sub: ['Steam Deck, Quest 3, ROG Ally, customs included', 'ستيم ديك وكويست 3 وروج آلاي، شامل الجمارك'],
    cta: ['Browse', 'تصفح'],
    link: STORE_PATHS.world2egyptLanding,
    colors: ['#3b0764', '#db2777'],
    art: 'handheld',
  },
  {
    type: 'bottom',
    headline: ['Installments up to 24 months', 'تقسيط حتى 24 شهرًا'],
    sub: ['With National Bank of Egypt credit cards', 'ببطاقات ائتمان البنك الأهلي المصري'],
    cta: ['Learn more', 'اعرف أكثر'],
    link: STORE_PATHS.hardwareLanding,
    colors: ['#064e3b', '#10b981'],
    art: 'monitor',
  },
];
