// CPU coolers (PC Components): tower air coolers and all-in-one liquid coolers.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const C = {
  type: ['Type', 'النوع'],
  sockets: ['Sockets', 'المقابس المدعومة'],
  size: ['Size', 'المقاس'],
  fans: ['Fans', 'المراوح'],
  noise: ['Max noise', 'أقصى ضوضاء'],
} satisfies Record<string, Bi>;

const AIR: Bi = ['Air cooler', 'مبرد هوائي'];
const AIO: Bi = ['All-in-one liquid cooler', 'مبرد مائي متكامل'];
const SOCKETS = 'AM5, AM4, LGA 1700, LGA 1851';

export const cpuCoolers = inCategory(CAT.cpuCoolers, 'component', [
  {
    name: ['DeepCool AK620 Dual-Tower CPU Air Cooler', 'مبرد معالج هوائي DeepCool AK620 بمدخنتين'],
    brand: 'DeepCool AK620',
    price: 3300,
    stock: 12,
    keywords: ['cooler', 'deepcool', 'ak620', 'air cooler', 'مبرد', 'تبريد'],
    intro: [
      'handles processors up to 260 W with six heat pipes and two 120 mm fans, rivalling many liquid coolers.',
      'يتعامل مع معالجات حتى 260 واط بستة أنابيب حرارية ومروحتين 120 مم وينافس كثيرًا من المبردات المائية.',
    ],
    highlights: [
      ['Six 6 mm copper heat pipes', 'ستة أنابيب نحاسية 6 مم'],
      ['Offset design clears tall RAM', 'تصميم مزاح يترك مساحة للرامات العالية'],
      ['Pre-applied thermal paste', 'معجون حراري مدهون مسبقًا'],
    ],
    specs: [
      [C.type, AIR],
      [C.sockets, SOCKETS],
      [C.size, ['160 mm tall', 'ارتفاع 160 مم']],
      [C.fans, ['2× 120 mm', '2× 120 مم']],
      [C.noise, '28 dBA'],
    ],
    warranty: 3,
  },
  {
    name: ['Noctua NH-D15 chromax.black CPU Cooler', 'مبرد معالج Noctua NH-D15 chromax.black'],
    brand: 'Noctua NH-D15',
    price: 7800,
    stock: 2,
    abroad: true,
    keywords: ['cooler', 'noctua', 'nh-d15', 'مبرد'],
    intro: [
      'is the legendary dual-tower cooler in an all-black finish, quiet enough for a bedroom PC.',
      'المبرد الأسطوري بمدخنتين باللون الأسود بالكامل، هادئ بما يكفي لجهاز في غرفة النوم.',
    ],
    highlights: [
      ['Two NF-A15 140 mm fans', 'مروحتان NF-A15 مقاس 140 مم'],
      ['SecuFirm2 mounting system', 'نظام تثبيت SecuFirm2'],
      ['Six-year manufacturer warranty', 'ضمان المصنع ست سنوات'],
    ],
    specs: [
      [C.type, AIR],
      [C.sockets, SOCKETS],
      [C.size, ['165 mm tall', 'ارتفاع 165 مم']],
      [C.fans, ['2× 140 mm', '2× 140 مم']],
      [C.noise, '24.6 dBA'],
    ],
    warranty: 6,
  },
  {
    name: ['ARCTIC Liquid Freezer III 360 AIO Liquid Cooler', 'مبرد مائي ARCTIC Liquid Freezer III 360'],
    brand: 'Liquid Freezer III',
    price: 6400,
    sale: 5900,
    stock: 8,
    keywords: ['aio', 'water cooling', 'arctic', 'liquid freezer', 'مبرد مائي', 'واتر كولينج'],
    intro: [
      'tops cooling charts with a thick 38 mm radiator and a VRM fan that also cools the motherboard.',
      'يتصدر اختبارات التبريد بردياتير سميك 38 مم ومروحة إضافية تبرد مراحل طاقة اللوحة الأم.',
    ],
    highlights: [
      ['360 mm radiator with three P12 fans', 'ردياتير 360 مم بثلاث مراوح P12'],
      ['Contact frame for Intel LGA 1700 included', 'إطار تثبيت لمعالجات Intel LGA 1700 مرفق'],
      ['Integrated cable management', 'إدارة كابلات مدمجة'],
    ],
    specs: [
      [C.type, AIO],
      [C.sockets, SOCKETS],
      [C.size, ['360 mm radiator', 'ردياتير 360 مم']],
      [C.fans, ['3× 120 mm', '3× 120 مم']],
    ],
    warranty: 6,
  },
  {
    name: ['NZXT Kraken 240 RGB AIO Liquid Cooler', 'مبرد مائي NZXT Kraken 240 RGB'],
    brand: 'NZXT Kraken 240',
    price: 7200,
    stock: 5,
    keywords: ['aio', 'nzxt', 'kraken', 'lcd', 'مبرد مائي'],
    intro: [
      'adds a 1.54-inch LCD on the pump that shows temperatures, GIFs or your own images.',
      'يضيف شاشة LCD بحجم 1.54 بوصة على المضخة تعرض درجات الحرارة أو صورك الخاصة.',
    ],
    highlights: [
      ['Customisable LCD pump head', 'شاشة LCD قابلة للتخصيص على المضخة'],
      ['Two F120 RGB Core fans', 'مروحتان F120 RGB Core'],
      ['Controlled in NZXT CAM', 'تحكم كامل عبر NZXT CAM'],
    ],
    specs: [
      [C.type, AIO],
      [C.sockets, SOCKETS],
      [C.size, ['240 mm radiator', 'ردياتير 240 مم']],
      [C.fans, ['2× 120 mm RGB', '2× 120 مم RGB']],
    ],
    warranty: 6,
    support: 'nzxt',
  },
  {
    name: ['Cooler Master Hyper 212 Black Edition CPU Cooler', 'مبرد معالج Cooler Master Hyper 212 Black Edition'],
    brand: 'Hyper 212',
    price: 1500,
    stock: 'always',
    keywords: ['cooler', 'cooler master', 'hyper 212', 'مبرد'],
    intro: [
      'is the classic budget upgrade over any stock cooler, now in a sleek black finish.',
      'الترقية الكلاسيكية الاقتصادية بدلًا من المبرد الأصلي، الآن باللون الأسود الأنيق.',
    ],
    highlights: [
      ['Four direct-contact heat pipes', 'أربعة أنابيب حرارية بتلامس مباشر'],
      ['SickleFlow 120 mm fan', 'مروحة SickleFlow مقاس 120 مم'],
      ['Easy bracket for AM5 and LGA 1700', 'تثبيت سهل لمقابس AM5 وLGA 1700'],
    ],
    specs: [
      [C.type, AIR],
      [C.sockets, SOCKETS],
      [C.size, ['158.8 mm tall', 'ارتفاع 158.8 مم']],
      [C.fans, ['1× 120 mm', '1× 120 مم']],
    ],
    warranty: 2,
  },
]);
