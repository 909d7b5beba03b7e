// Power supplies (PC Components): 550 W Bronze to 1000 W Gold.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const P = {
  watts: ['Wattage', 'القدرة'],
  efficiency: ['Efficiency', 'الكفاءة'],
  modular: ['Cables', 'الكابلات'],
  atx: ['ATX standard', 'معيار ATX'],
  fan: ['Fan', 'المروحة'],
} satisfies Record<string, Bi>;

const FULL: Bi = ['Fully modular', 'موديولر بالكامل'];
const watts = (n: number): Bi => [`${n} W`, `${n} واط`];

export const powerSupplies = inCategory(CAT.powerSupplies, 'component', [
  {
    name: ['CORSAIR RM850e 850W 80+ Gold Fully Modular PSU', 'باور سبلاي CORSAIR RM850e بقدرة 850 واط 80+ Gold موديولر'],
    brand: 'CORSAIR 850W',
    price: 7200,
    sale: 6800,
    stock: 13,
    compat: { part: 'psu', wattage_w: 850 },
    keywords: ['psu', 'power supply', 'corsair', '850w', 'باور سبلاي', 'مزود طاقة'],
    intro: [
      'powers an RTX 4070 Ti or RX 7900 build quietly, with a native 12V-2x6 cable for new graphics cards.',
      'يشغّل تجميعة RTX 4070 Ti أو RX 7900 بهدوء، مع كابل 12V-2x6 أصلي لكروت الشاشة الحديثة.',
    ],
    highlights: [
      ['ATX 3.1 and PCIe 5.1 ready', 'متوافق مع ATX 3.1 وPCIe 5.1'],
      ['Zero RPM fan mode at low load', 'المروحة تتوقف عند الأحمال الخفيفة'],
      ['105 °C Japanese capacitors', 'مكثفات يابانية تتحمل 105 درجة'],
    ],
    specs: [
      [P.watts, watts(850)],
      [P.efficiency, '80 PLUS Gold'],
      [P.modular, FULL],
      [P.atx, 'ATX 3.1'],
      [P.fan, ['120 mm rifle bearing', '120 مم']],
    ],
    warranty: 7,
    support: 'corsair',
  },
  {
    name: ['Seasonic FOCUS GX-750 750W 80+ Gold PSU', 'باور سبلاي Seasonic FOCUS GX-750 بقدرة 750 واط 80+ Gold'],
    brand: 'Seasonic 750W',
    price: 6500,
    stock: 8,
    compat: { part: 'psu', wattage_w: 750 },
    keywords: ['psu', 'seasonic', '750w', 'focus', 'باور سبلاي'],
    intro: [
      'comes from one of the most respected PSU makers and is backed by a long ten-year warranty.',
      'من أشهر مصنعي مزودات الطاقة في العالم ومدعوم بضمان طويل لمدة عشر سنوات.',
    ],
    highlights: [
      ['Compact 140 mm depth', 'عمق 140 مم فقط'],
      ['Hybrid silent fan control', 'تحكم هجين هادئ في المروحة'],
      ['Fully modular flat cables', 'كابلات مسطحة موديولر بالكامل'],
    ],
    specs: [
      [P.watts, watts(750)],
      [P.efficiency, '80 PLUS Gold'],
      [P.modular, FULL],
      [P.atx, 'ATX 3.0'],
    ],
    warranty: 10,
  },
  {
    name: ['MSI MAG A750GL PCIE5 750W 80+ Gold PSU', 'باور سبلاي MSI MAG A750GL PCIE5 بقدرة 750 واط 80+ Gold'],
    brand: 'MSI 750W',
    price: 4900,
    sale: 4500,
    stock: 19,
    compat: { part: 'psu', wattage_w: 750 },
    keywords: ['psu', 'msi', '750w', 'pcie5', 'باور سبلاي'],
    intro: [
      'is a budget-friendly ATX 3.0 unit with the 16-pin cable an RTX 40 card needs, no adapter required.',
      'مزود طاقة اقتصادي بمعيار ATX 3.0 مع كابل 16 سن الذي يحتاجه كارت RTX 40 بدون محول.',
    ],
    highlights: [
      ['Native 12VHPWR connector', 'موصل 12VHPWR أصلي'],
      ['Fully modular', 'موديولر بالكامل'],
      ['Protection: OCP, OVP, OPP, OTP, SCP, UVP', 'حماية متكاملة ضد زيادة التيار والجهد والحرارة'],
    ],
    specs: [
      [P.watts, watts(750)],
      [P.efficiency, '80 PLUS Gold'],
      [P.modular, FULL],
      [P.atx, 'ATX 3.0'],
      [P.fan, ['120 mm FDB', '120 مم']],
    ],
    warranty: 5,
    support: 'msi',
  },
  {
    name: ['Cooler Master MWE Gold 850 V2 Full Modular PSU', 'باور سبلاي Cooler Master MWE Gold 850 V2 موديولر'],
    brand: 'Cooler Master 850W',
    price: 5600,
    stock: 2,
    compat: { part: 'psu', wattage_w: 850 },
    keywords: ['psu', 'cooler master', 'mwe', '850w', 'باور سبلاي'],
    intro: [
      'delivers 850 W of clean power with a quiet 140 mm fan at a very sensible price.',
      'يقدم 850 واط من الطاقة النظيفة مع مروحة 140 مم هادئة بسعر مناسب جدًا.',
    ],
    highlights: [
      ['Works in ambient temperatures up to 50 °C', 'يعمل في درجات حرارة محيطة حتى 50 درجة'],
      ['DC-to-DC and LLC design', 'تصميم DC-to-DC وLLC'],
      ['Fully modular', 'موديولر بالكامل'],
    ],
    specs: [
      [P.watts, watts(850)],
      [P.efficiency, '80 PLUS Gold'],
      [P.modular, FULL],
      [P.fan, ['140 mm', '140 مم']],
    ],
    warranty: 5,
  },
  {
    name: ['be quiet! Pure Power 12 M 1000W 80+ Gold PSU', 'باور سبلاي be quiet! Pure Power 12 M بقدرة 1000 واط'],
    brand: 'be quiet! 1000W',
    price: 9400,
    stock: 4,
    compat: { part: 'psu', wattage_w: 1000 },
    abroad: true,
    keywords: ['psu', 'be quiet', '1000w', 'pure power', 'باور سبلاي'],
    intro: [
      'is whisper-quiet headroom for an RTX 4090 or a heavily overclocked workstation.',
      'طاقة إضافية بهدوء تام لكارت RTX 4090 أو محطة عمل برفع تردد عالٍ.',
    ],
    highlights: [
      ['ATX 3.0 with 12VHPWR cable', 'معيار ATX 3.0 مع كابل 12VHPWR'],
      ['Silent Wings 120 mm fan', 'مروحة Silent Wings مقاس 120 مم'],
      ['Ships from our partner warehouse abroad', 'يُشحن من مخزن شريكنا في الخارج'],
    ],
    specs: [
      [P.watts, watts(1000)],
      [P.efficiency, '80 PLUS Gold'],
      [P.modular, FULL],
      [P.atx, 'ATX 3.0'],
    ],
    warranty: 10,
  },
  {
    name: ['Cooler Master MWE 550 Bronze V2 PSU', 'باور سبلاي Cooler Master MWE 550 Bronze V2'],
    brand: 'MWE 550W',
    price: 2400,
    stock: 12,
    compat: { part: 'psu', wattage_w: 550 },
    keywords: ['psu', 'cooler master', '550w', 'mwe', 'bronze', 'باور سبلاي'],
    intro: [
      'is an honest 550 W unit for an entry gaming build with a mid-range graphics card.',
      'مزود طاقة موثوق بقدرة 550 واط لتجميعة ألعاب اقتصادية مع كارت شاشة متوسط.',
    ],
    highlights: [
      ['80 PLUS Bronze efficiency', 'كفاءة 80 PLUS Bronze'],
      ['Quiet 120 mm HDB fan', 'مروحة هادئة 120 مم'],
      ['Enough for an RTX 4060 or RX 7600 build', 'يكفي لتجميعة RTX 4060 أو RX 7600'],
    ],
    specs: [
      [P.watts, watts(550)],
      [P.efficiency, '80 PLUS Bronze'],
      [P.modular, ['Fixed cables', 'كابلات ثابتة']],
      [P.fan, ['120 mm', '120 مم']],
    ],
    warranty: 3,
  },
]);
