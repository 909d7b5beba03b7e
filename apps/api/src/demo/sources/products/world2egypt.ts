// World2Egypt: imported items that ship from abroad (shipping_abroad), ordered on demand.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const K = {
  storage: ['Storage', 'مساحة التخزين'],
  display: ['Display', 'الشاشة'],
  chip: ['Processor', 'المعالج'],
  delivery: ['Delivery', 'التوصيل'],
} satisfies Record<string, Bi>;

const DELIVERY: Bi = ['10–14 working days from abroad', '10–14 يوم عمل من الخارج'];

export const world2egypt = inCategory(CAT.world2egypt, 'import', [
  {
    name: ['Valve Steam Deck OLED 512GB', 'جهاز Valve Steam Deck OLED سعة 512 جيجابايت'],
    brand: 'Steam Deck OLED',
    art: 'handheld',
    price: 38000,
    stock: 'always',
    abroad: true,
    keywords: ['steam deck', 'valve', 'handheld', 'ستيم ديك'],
    intro: [
      'puts your Steam library in your hands with a brighter HDR OLED screen and longer battery life.',
      'تضع مكتبة ستيم بين يديك مع شاشة OLED بتقنية HDR أكثر سطوعًا وبطارية تدوم أطول.',
    ],
    highlights: [
      ['7.4-inch HDR OLED at 90 Hz', 'شاشة OLED بتقنية HDR مقاس 7.4 بوصة و90 هرتز'],
      ['Wi-Fi 6E', 'واي فاي 6E'],
      ['Carrying case included', 'حقيبة حمل مرفقة'],
    ],
    specs: [
      [K.storage, ['512 GB NVMe SSD', '512 جيجابايت NVMe']],
      [K.display, ['7.4" HDR OLED, 90 Hz', 'OLED مقاس 7.4 بوصة، 90 هرتز']],
      [K.chip, 'AMD APU (Zen 2 + RDNA 2)'],
      [K.delivery, DELIVERY],
    ],
    warranty: 1,
    daysAgo: 5,
  },
  {
    name: ['Meta Quest 3 512GB Mixed Reality Headset', 'نظارة الواقع المختلط Meta Quest 3 سعة 512 جيجابايت'],
    brand: 'Meta Quest 3',
    art: 'vr',
    price: 36000,
    sale: 34500,
    stock: 'always',
    abroad: true,
    deal: true,
    keywords: ['vr', 'meta', 'quest 3', 'virtual reality', 'نظارة واقع افتراضي'],
    intro: [
      'blends virtual worlds with your room in full-colour passthrough, no PC required.',
      'تمزج العوالم الافتراضية مع غرفتك بعرض ملون كامل، بدون الحاجة إلى كمبيوتر.',
    ],
    highlights: [
      ['4K+ Infinite Display', 'شاشة 4K+ Infinite Display'],
      ['Touch Plus controllers included', 'أذرع Touch Plus مرفقة'],
      ['Works with PC VR through Air Link', 'تعمل مع ألعاب الكمبيوتر عبر Air Link'],
    ],
    specs: [
      [K.storage, ['512 GB', '512 جيجابايت']],
      [K.display, ['2064 × 2208 per eye', '2064 × 2208 لكل عين']],
      [K.chip, 'Snapdragon XR2 Gen 2'],
      [K.delivery, DELIVERY],
    ],
    warranty: 1,
  },
  {
    name: ['ASUS ROG Ally X Gaming Handheld 1TB', 'جهاز الألعاب المحمول ASUS ROG Ally X سعة 1 تيرابايت'],
    brand: 'ROG Ally X',
    art: 'handheld',
    price: 47000,
    stock: 'always',
    abroad: true,
    keywords: ['rog ally', 'asus', 'handheld', 'windows', 'جهاز محمول'],
    intro: [
      'is a Windows 11 handheld that runs Game Pass, Steam and every PC launcher, now with a bigger 80 Wh battery.',
      'جهاز محمول بنظام ويندوز 11 يشغّل Game Pass وستيم وكل منصات الكمبيوتر، الآن ببطارية أكبر 80 واط ساعة.',
    ],
    highlights: [
      ['AMD Ryzen Z1 Extreme', 'معالج AMD Ryzen Z1 Extreme'],
      ['24 GB LPDDR5X memory', 'ذاكرة 24 جيجابايت LPDDR5X'],
      ['7-inch 120 Hz FHD screen', 'شاشة 7 بوصة FHD بتردد 120 هرتز'],
    ],
    specs: [
      [K.storage, ['1 TB SSD', '1 تيرابايت SSD']],
      [K.display, ['7" FHD, 120 Hz', '7 بوصة FHD، 120 هرتز']],
      [K.chip, 'AMD Ryzen Z1 Extreme'],
      [K.delivery, DELIVERY],
    ],
    warranty: 1,
    support: 'asus',
  },
  {
    name: ['Elgato Stream Deck MK.2', 'وحدة تحكم البث Elgato Stream Deck MK.2'],
    brand: 'Stream Deck',
    art: 'keyboard',
    price: 9800,
    stock: 'always',
    abroad: true,
    keywords: ['stream deck', 'elgato', 'streaming', 'ستريم', 'بث مباشر'],
    intro: [
      'gives streamers 15 customisable LCD keys to switch scenes, launch media and control OBS in one tap.',
      'تمنح صناع البث 15 زرًا بشاشات LCD قابلة للتخصيص لتبديل المشاهد وتشغيل الوسائط والتحكم في OBS بلمسة.',
    ],
    highlights: [
      ['15 LCD keys', '15 زرًا بشاشة LCD'],
      ['Interchangeable faceplate', 'واجهة قابلة للتبديل'],
      ['Hundreds of free plugins', 'مئات الإضافات المجانية'],
    ],
    specs: [
      [K.display, ['15 LCD keys', '15 زر LCD']],
      [K.delivery, DELIVERY],
      [['Connection', 'الاتصال'], 'USB-C'],
    ],
    warranty: 2,
  },
  {
    name: ['Razer Kishi V2 Mobile Controller for iPhone', 'يد تحكم Razer Kishi V2 للموبايل لأجهزة آيفون'],
    brand: 'Kishi V2',
    art: 'controller',
    price: 5000,
    stock: 'unavailable',
    abroad: true,
    keywords: ['kishi', 'razer', 'mobile controller', 'iphone', 'دراع موبايل'],
    intro: [
      'turns your iPhone into a handheld console. Temporarily unavailable from our supplier.',
      'يحوّل آيفون إلى جهاز ألعاب محمول. غير متاح مؤقتًا من المورد.',
    ],
    highlights: [
      ['Lightning connector, zero latency', 'موصل Lightning بدون تأخير'],
      ['Microswitch buttons', 'أزرار Microswitch'],
      ['Pass-through charging', 'شحن أثناء اللعب'],
    ],
    specs: [
      [
        ['Compatible with', 'متوافق مع'],
        ['iPhone with Lightning port', 'آيفون بمنفذ Lightning'],
      ],
      [K.delivery, DELIVERY],
      [['Connection', 'الاتصال'], 'Lightning'],
    ],
    warranty: 1,
    support: 'razer',
  },
]);
