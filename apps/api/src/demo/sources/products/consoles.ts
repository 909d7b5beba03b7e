// Consoles (Gaming Hardware): PlayStation 5, Xbox Series and Nintendo Switch.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const K = {
  storage: ['Storage', 'مساحة التخزين'],
  resolution: ['Max resolution', 'أقصى دقة'],
  drive: ['Disc drive', 'مشغل الأقراص'],
  box: ['In the box', 'محتويات العلبة'],
  version: ['Version', 'النسخة'],
} satisfies Record<string, Bi>;

const ME: Bi = ['Middle East (Arabic/English)', 'الشرق الأوسط (عربي/إنجليزي)'];
const YES: Bi = ['Yes, Ultra HD Blu-ray', 'نعم، Ultra HD Blu-ray'];
const NO: Bi = ['No (digital only)', 'لا (رقمي فقط)'];

export const consoles = inCategory(CAT.consoles, 'console', [
  {
    name: ['Sony PlayStation 5 Slim Disc Edition 1TB', 'جهاز سوني بلايستيشن 5 سليم نسخة الأقراص 1 تيرابايت'],
    brand: 'PS5 Slim',
    price: 33000,
    sale: 31500,
    stock: 15,
    deal: true,
    keywords: ['ps5', 'playstation 5', 'slim', 'sony', 'بلايستيشن', 'بلاي ستيشن 5'],
    intro: [
      'is smaller and lighter than the original PS5 with a bigger 1 TB SSD and the same lightning-fast loading.',
      'أصغر وأخف من PS5 الأصلي مع مساحة تخزين أكبر 1 تيرابايت ونفس سرعة التحميل الخارقة.',
    ],
    highlights: [
      ['Ultra HD Blu-ray disc drive', 'مشغل أقراص Ultra HD Blu-ray'],
      ['Up to 120 fps at 4K with HDR', 'حتى 120 إطارًا في الثانية بدقة 4K مع HDR'],
      ['DualSense controller with haptic feedback included', 'يد DualSense بالاهتزاز اللمسي مرفقة'],
    ],
    specs: [
      [K.storage, ['1 TB SSD', '1 تيرابايت SSD']],
      [K.resolution, ['4K (8K output)', '4K (إخراج 8K)']],
      [K.drive, YES],
      [K.box, ['Console, DualSense, HDMI cable, power cable', 'الجهاز، يد DualSense، كابل HDMI، كابل الكهرباء']],
      [K.version, ME],
    ],
    warranty: 1,
    daysAgo: 0.5,
  },
  {
    name: ['Sony PlayStation 5 Slim Digital Edition 1TB', 'جهاز سوني بلايستيشن 5 سليم النسخة الرقمية 1 تيرابايت'],
    brand: 'PS5 Digital',
    price: 28500,
    stock: 20,
    keywords: ['ps5', 'playstation 5', 'digital', 'sony', 'بلايستيشن'],
    intro: [
      'is the all-digital PS5: buy games with PlayStation Store cards and download them straight to the console.',
      'نسخة PS5 الرقمية بالكامل: اشترِ ألعابك بكروت بلايستيشن ستور وحمّلها مباشرة على الجهاز.',
    ],
    highlights: [
      ['Add a disc drive later if you change your mind', 'يمكن إضافة مشغل أقراص لاحقًا'],
      ['1 TB SSD', 'مساحة 1 تيرابايت SSD'],
      ['Pairs perfectly with our PSN cards', 'يتكامل مع كروت PSN المتوفرة لدينا'],
    ],
    specs: [
      [K.storage, ['1 TB SSD', '1 تيرابايت SSD']],
      [K.resolution, '4K'],
      [K.drive, NO],
      [K.version, ME],
    ],
    warranty: 1,
  },
  {
    name: ['Sony PlayStation 5 Pro 2TB', 'جهاز سوني بلايستيشن 5 برو 2 تيرابايت'],
    brand: 'PS5 Pro',
    price: 45000,
    stock: 1,
    keywords: ['ps5 pro', 'playstation 5 pro', 'sony', 'بلايستيشن 5 برو'],
    intro: [
      'adds a more powerful GPU, advanced ray tracing and PSSR AI upscaling for sharper 4K at high frame rates.',
      'يضيف معالجًا رسوميًا أقوى وتتبع أشعة متقدمًا وتحسين الصورة بالذكاء الاصطناعي PSSR لدقة 4K أوضح بمعدل إطارات عالٍ.',
    ],
    highlights: [
      ['2 TB SSD', 'مساحة 2 تيرابايت SSD'],
      ['Wi-Fi 7', 'واي فاي 7'],
      ['Disc drive sold separately', 'مشغل الأقراص يباع منفصلًا'],
    ],
    specs: [
      [K.storage, ['2 TB SSD', '2 تيرابايت SSD']],
      [K.resolution, ['4K (8K output)', '4K (إخراج 8K)']],
      [K.drive, ['Optional add-on', 'ملحق اختياري']],
      [K.version, ME],
    ],
    warranty: 1,
    daysAgo: 2,
  },
  {
    name: ['Microsoft Xbox Series X 1TB', 'جهاز مايكروسوفت إكس بوكس سيريس X سعة 1 تيرابايت'],
    brand: 'Xbox Series X',
    price: 32000,
    stock: 0,
    keywords: ['xbox', 'series x', 'microsoft', 'اكس بوكس'],
    intro: [
      'is the most powerful Xbox ever, with true 4K gaming and Quick Resume across several games.',
      'أقوى جهاز إكس بوكس على الإطلاق، مع لعب حقيقي بدقة 4K وميزة الاستئناف السريع بين عدة ألعاب.',
    ],
    highlights: [
      ['12 teraflops of graphics power', 'قوة رسومية 12 تيرافلوب'],
      ['4K Blu-ray drive', 'مشغل أقراص 4K Blu-ray'],
      ['Best with Xbox Game Pass', 'الأفضل مع اشتراك Xbox Game Pass'],
    ],
    specs: [
      [K.storage, ['1 TB SSD', '1 تيرابايت SSD']],
      [K.resolution, '4K'],
      [K.drive, YES],
      [K.version, ME],
    ],
    warranty: 1,
  },
  {
    name: ['Microsoft Xbox Series S 512GB', 'جهاز مايكروسوفت إكس بوكس سيريس S سعة 512 جيجابايت'],
    brand: 'Xbox Series S',
    price: 19000,
    sale: 17900,
    stock: 11,
    keywords: ['xbox', 'series s', 'microsoft', 'اكس بوكس'],
    intro: [
      'is the smallest Xbox, all digital, and the most affordable way into next-generation gaming.',
      'أصغر إكس بوكس، رقمي بالكامل، وأوفر طريقة لدخول عالم ألعاب الجيل الجديد.',
    ],
    highlights: [
      ['1440p at up to 120 fps', 'دقة 1440p حتى 120 إطارًا'],
      ['512 GB custom SSD', 'مساحة 512 جيجابايت SSD'],
      ['Quiet and compact', 'هادئ وصغير الحجم'],
    ],
    specs: [
      [K.storage, ['512 GB SSD', '512 جيجابايت SSD']],
      [K.resolution, '1440p'],
      [K.drive, NO],
    ],
    warranty: 1,
  },
  {
    name: ['Nintendo Switch OLED Model, White', 'جهاز نينتندو سويتش موديل OLED أبيض'],
    brand: 'Switch OLED',
    price: 17500,
    stock: 9,
    keywords: ['nintendo', 'switch', 'oled', 'نينتندو', 'سويتش'],
    intro: [
      'features a vibrant 7-inch OLED screen, a wide adjustable stand and 64 GB of storage for play at home or on the go.',
      'يتميز بشاشة OLED زاهية مقاس 7 بوصة وحامل عريض قابل للتعديل ومساحة 64 جيجابايت للعب في البيت أو خارجه.',
    ],
    highlights: [
      ['7-inch OLED screen', 'شاشة OLED مقاس 7 بوصة'],
      ['Dock with wired LAN port', 'قاعدة بمنفذ شبكة سلكي'],
      ['Enhanced audio in handheld mode', 'صوت محسّن في الوضع المحمول'],
    ],
    specs: [
      [K.storage, ['64 GB (microSD expandable)', '64 جيجابايت (قابلة للتوسعة)']],
      [K.resolution, ['1080p docked, 720p handheld', '1080p على التلفزيون، 720p محمول']],
      [K.box, ['Console, dock, Joy-Con pair, grip, HDMI cable', 'الجهاز، القاعدة، زوج Joy-Con، الحامل، كابل HDMI']],
    ],
    warranty: 1,
  },
]);
