// Keyboards (Gaming Hardware): mechanical gaming keyboards, several with Arabic legends.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const K = {
  switches: ['Switches', 'السويتشات'],
  layout: ['Layout', 'المقاس'],
  connection: ['Connection', 'الاتصال'],
  lighting: ['Lighting', 'الإضاءة'],
  arabic: ['Arabic legends', 'حروف عربية'],
} satisfies Record<string, Bi>;

const RGB: Bi = ['Per-key RGB', 'RGB لكل زر'];
const WIRED: Bi = ['Wired USB', 'سلكي USB'];
const TKL: Bi = ['Tenkeyless (87 keys)', 'بدون أرقام (87 زرًا)'];
const FULL: Bi = ['Full size (104 keys)', 'كامل (104 أزرار)'];

export const keyboards = inCategory(CAT.keyboards, 'peripheral', [
  {
    name: ['Logitech G PRO X TKL LIGHTSPEED Wireless Keyboard', 'كيبورد Logitech G PRO X TKL LIGHTSPEED لاسلكي'],
    brand: 'G PRO X TKL',
    price: 9900,
    stock: 5,
    keywords: ['keyboard', 'logitech', 'pro x', 'wireless', 'كيبورد', 'لوحة مفاتيح'],
    intro: [
      'was designed with pro players: tenkeyless, wireless and built for tournament stages.',
      'صُمم بالتعاون مع اللاعبين المحترفين: بدون لوحة أرقام، لاسلكي ومجهز لمنصات البطولات.',
    ],
    highlights: [
      ['GX tactile switches', 'سويتشات GX ملموسة'],
      ['LIGHTSPEED, Bluetooth and USB-C', 'LIGHTSPEED وبلوتوث وUSB-C'],
      ['Up to 50 hours with lighting on', 'حتى 50 ساعة مع تشغيل الإضاءة'],
    ],
    specs: [
      [K.switches, ['GX Brown Tactile', 'GX Brown ملموسة']],
      [K.layout, TKL],
      [K.connection, ['LIGHTSPEED, Bluetooth, USB-C', 'LIGHTSPEED، بلوتوث، USB-C']],
      [K.lighting, RGB],
    ],
    warranty: 2,
    support: 'logitech',
  },
  {
    name: ['Razer BlackWidow V4 Mechanical Gaming Keyboard', 'كيبورد ميكانيكي Razer BlackWidow V4'],
    brand: 'BlackWidow V4',
    price: 7600,
    sale: 6900,
    stock: 8,
    keywords: ['keyboard', 'razer', 'blackwidow', 'mechanical', 'كيبورد ميكانيكال'],
    intro: [
      'adds six macro keys, a command dial and a plush wrist rest to Razer’s famous green switches.',
      'يضيف ستة أزرار ماكرو وعجلة تحكم ومسند يد مريح إلى سويتشات Razer الخضراء الشهيرة.',
    ],
    highlights: [
      ['Razer Green clicky switches', 'سويتشات Razer Green بصوت نقر'],
      ['Magnetic wrist rest', 'مسند يد مغناطيسي'],
      ['Doubleshot ABS keycaps', 'أغطية أزرار ABS مزدوجة الحقن'],
    ],
    specs: [
      [K.switches, ['Razer Green (clicky)', 'Razer Green (نقر)']],
      [K.layout, FULL],
      [K.connection, WIRED],
      [K.lighting, RGB],
      [K.arabic, ['Yes', 'نعم']],
    ],
    warranty: 2,
    support: 'razer',
  },
  {
    name: ['HyperX Alloy Origins Core TKL Mechanical Keyboard (Arabic)', 'كيبورد ميكانيكي HyperX Alloy Origins Core TKL عربي'],
    brand: 'Alloy Origins',
    price: 3900,
    stock: 14,
    keywords: ['keyboard', 'hyperx', 'alloy', 'arabic', 'كيبورد عربي'],
    intro: [
      'has an aircraft-grade aluminium body and HyperX Red linear switches, with Arabic legends printed on the caps.',
      'بهيكل من ألومنيوم الطائرات وسويتشات HyperX Red خطية، مع حروف عربية مطبوعة على الأزرار.',
    ],
    highlights: [
      ['Full aluminium body', 'هيكل ألومنيوم كامل'],
      ['Detachable USB-C cable', 'كابل USB-C قابل للفصل'],
      ['Three adjustable angles', 'ثلاث زوايا ميل قابلة للتعديل'],
    ],
    specs: [
      [K.switches, ['HyperX Red (linear)', 'HyperX Red (خطية)']],
      [K.layout, TKL],
      [K.connection, WIRED],
      [K.lighting, RGB],
      [K.arabic, ['Yes', 'نعم']],
    ],
    warranty: 2,
    support: 'hyperx',
  },
  {
    name: ['Redragon K552 KUMARA RGB Mechanical Keyboard (Arabic)', 'كيبورد ميكانيكي Redragon K552 KUMARA RGB عربي'],
    brand: 'Redragon K552',
    price: 1350,
    stock: 'always',
    keywords: ['keyboard', 'redragon', 'k552', 'cheap', 'كيبورد رخيص', 'عربي'],
    intro: [
      'is the favourite first mechanical keyboard in Egypt: compact, tough and affordable.',
      'أول كيبورد ميكانيكي مفضل في مصر: صغير، متين وبسعر مناسب.',
    ],
    highlights: [
      ['Outemu Blue switches', 'سويتشات Outemu Blue'],
      ['Metal top plate', 'لوح علوي معدني'],
      ['Splash resistant', 'مقاوم لرذاذ الماء'],
    ],
    specs: [
      [K.switches, ['Outemu Blue (clicky)', 'Outemu Blue (نقر)']],
      [K.layout, TKL],
      [K.connection, WIRED],
      [K.arabic, ['Yes', 'نعم']],
    ],
    warranty: 1,
  },
  {
    name: ['CORSAIR K70 RGB PRO Mechanical Gaming Keyboard', 'كيبورد ميكانيكي CORSAIR K70 RGB PRO'],
    brand: 'CORSAIR K70',
    price: 8400,
    stock: 2,
    keywords: ['keyboard', 'corsair', 'k70', 'cherry mx', 'كيبورد'],
    intro: [
      'polls at up to 8,000 Hz with CHERRY MX switches and a tournament switch that locks out distractions.',
      'يستجيب حتى 8,000 هرتز مع سويتشات CHERRY MX وزر وضع البطولات الذي يمنع المقاطعات.',
    ],
    highlights: [
      ['CHERRY MX Red switches', 'سويتشات CHERRY MX Red'],
      ['8,000 Hz hyper-polling', 'معدل استجابة 8,000 هرتز'],
      ['PBT double-shot keycaps', 'أغطية أزرار PBT مزدوجة الحقن'],
    ],
    specs: [
      [K.switches, ['CHERRY MX Red (linear)', 'CHERRY MX Red (خطية)']],
      [K.layout, FULL],
      [K.connection, WIRED],
      [K.lighting, RGB],
    ],
    warranty: 2,
    support: 'corsair',
  },
]);
