// Mice (Gaming Hardware): wireless and wired gaming mice.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const K = {
  sensor: ['Sensor', 'المستشعر'],
  dpi: ['Max DPI', 'أقصى دقة DPI'],
  weight: ['Weight', 'الوزن'],
  connection: ['Connection', 'الاتصال'],
  buttons: ['Buttons', 'الأزرار'],
} satisfies Record<string, Bi>;

const grams = (n: number): Bi => [`${n} g`, `${n} جرام`];
const WIRED: Bi = ['Wired USB', 'سلكي USB'];

export const mice = inCategory(CAT.mice, 'peripheral', [
  {
    name: ['Logitech G PRO X SUPERLIGHT 2 Wireless Gaming Mouse', 'ماوس ألعاب Logitech G PRO X SUPERLIGHT 2 لاسلكي'],
    brand: 'SUPERLIGHT 2',
    price: 7400,
    sale: 6900,
    stock: 9,
    deal: true,
    keywords: ['mouse', 'logitech', 'superlight', 'wireless', 'ماوس'],
    intro: [
      'is the choice of esports pros: 60 g, HERO 2 sensor and hybrid optical-mechanical switches.',
      'اختيار محترفي الرياضات الإلكترونية: 60 جرامًا، مستشعر HERO 2 ومفاتيح هجينة بصرية ميكانيكية.',
    ],
    highlights: [
      ['HERO 2 sensor up to 32,000 DPI', 'مستشعر HERO 2 حتى 32,000 DPI'],
      ['95-hour battery, USB-C charging', 'بطارية 95 ساعة وشحن USB-C'],
      ['LIGHTFORCE hybrid switches', 'مفاتيح LIGHTFORCE الهجينة'],
    ],
    specs: [
      [K.sensor, 'HERO 2'],
      [K.dpi, '32,000'],
      [K.weight, grams(60)],
      [K.connection, ['LIGHTSPEED wireless', 'لاسلكي LIGHTSPEED']],
      [K.buttons, '5'],
    ],
    warranty: 2,
    support: 'logitech',
  },
  {
    name: ['Razer DeathAdder V3 Wired Gaming Mouse', 'ماوس ألعاب Razer DeathAdder V3 سلكي'],
    brand: 'DeathAdder V3',
    price: 4500,
    stock: 13,
    keywords: ['mouse', 'razer', 'deathadder', 'ماوس'],
    intro: [
      'refines the iconic ergonomic shape to just 59 g with a Focus Pro 30K sensor.',
      'يطوّر الشكل المريح الشهير إلى وزن 59 جرامًا فقط مع مستشعر Focus Pro 30K.',
    ],
    highlights: [
      ['Ergonomic right-handed shape', 'تصميم مريح لليد اليمنى'],
      ['Speedflex cable', 'كابل Speedflex مرن'],
      ['Up to 8,000 Hz polling with HyperPolling', 'معدل استجابة حتى 8,000 هرتز'],
    ],
    specs: [
      [K.sensor, 'Focus Pro 30K'],
      [K.dpi, '30,000'],
      [K.weight, grams(59)],
      [K.connection, WIRED],
    ],
    warranty: 2,
    support: 'razer',
  },
  {
    name: ['Logitech G502 HERO High Performance Gaming Mouse', 'ماوس ألعاب Logitech G502 HERO'],
    brand: 'G502 HERO',
    price: 2300,
    sale: 1990,
    stock: 30,
    keywords: ['mouse', 'logitech', 'g502', 'ماوس'],
    intro: [
      'is the best-selling gaming mouse with 11 programmable buttons and adjustable weights.',
      'ماوس الألعاب الأكثر مبيعًا بأحد عشر زرًا قابلًا للبرمجة وأوزان قابلة للتعديل.',
    ],
    highlights: [
      ['HERO 25K sensor', 'مستشعر HERO 25K'],
      ['Five removable 3.6 g weights', 'خمسة أوزان قابلة للإزالة 3.6 جرام'],
      ['Hyper-fast scroll wheel', 'عجلة تمرير فائقة السرعة'],
    ],
    specs: [
      [K.sensor, 'HERO 25K'],
      [K.dpi, '25,600'],
      [K.weight, grams(121)],
      [K.connection, WIRED],
      [K.buttons, '11'],
    ],
    warranty: 2,
    support: 'logitech',
  },
  {
    name: ['SteelSeries Rival 3 Gaming Mouse', 'ماوس ألعاب SteelSeries Rival 3'],
    brand: 'Rival 3',
    price: 1400,
    stock: 'always',
    keywords: ['mouse', 'steelseries', 'rival 3', 'ماوس رخيص'],
    intro: [
      'gives you a true esports sensor and 60-million-click switches at an entry-level price.',
      'يمنحك مستشعر رياضات إلكترونية حقيقيًا ومفاتيح تتحمل 60 مليون ضغطة بسعر اقتصادي.',
    ],
    highlights: [
      ['TrueMove Core sensor', 'مستشعر TrueMove Core'],
      ['Prism RGB lighting', 'إضاءة Prism RGB'],
      ['77 g lightweight body', 'هيكل خفيف 77 جرامًا'],
    ],
    specs: [
      [K.sensor, 'TrueMove Core'],
      [K.dpi, '8,500'],
      [K.weight, grams(77)],
      [K.connection, WIRED],
    ],
    warranty: 1,
    support: 'steelseries',
  },
  {
    name: ['Redragon M711 COBRA RGB Gaming Mouse', 'ماوس ألعاب Redragon M711 COBRA RGB'],
    brand: 'Redragon M711',
    price: 650,
    stock: 'always',
    keywords: ['mouse', 'redragon', 'cobra', 'cheap', 'ماوس'],
    intro: [
      'is a dependable budget mouse with seven programmable buttons and a braided cable.',
      'ماوس اقتصادي موثوق بسبعة أزرار قابلة للبرمجة وكابل مجدول.',
    ],
    highlights: [
      ['Up to 10,000 DPI', 'حتى 10,000 DPI'],
      ['Seven programmable buttons', 'سبعة أزرار قابلة للبرمجة'],
      ['Braided cable', 'كابل مجدول'],
    ],
    specs: [
      [K.dpi, '10,000'],
      [K.weight, grams(114)],
      [K.connection, WIRED],
      [K.buttons, '7'],
    ],
    warranty: 0.5,
  },
]);
