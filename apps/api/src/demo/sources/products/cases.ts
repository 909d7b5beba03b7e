// Cases (PC Components): mid-tower, micro-ATX and mini-ITX chassis.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const K = {
  boards: ['Motherboard support', 'دعم اللوحة الأم'],
  gpu: ['Max GPU length', 'أقصى طول لكارت الشاشة'],
  fans: ['Included fans', 'المراوح المرفقة'],
  radiator: ['Radiator support', 'دعم الردياتير'],
  panel: ['Side panel', 'اللوح الجانبي'],
} satisfies Record<string, Bi>;

const GLASS: Bi = ['Tempered glass', 'زجاج مقوى'];
const mm = (n: number): Bi => [`${n} mm`, `${n} مم`];

export const cases = inCategory(CAT.cases, 'component', [
  {
    name: ['Lian Li LANCOOL 216 RGB Mid-Tower Case', 'كيس Lian Li LANCOOL 216 RGB ميد تاور'],
    brand: 'LANCOOL 216',
    price: 5900,
    stock: 7,
    compat: { part: 'case', max_gpu_length_mm: 392 },
    keywords: ['case', 'lian li', 'lancool', 'كيس', 'جراب'],
    intro: [
      'is an airflow champion with two huge 160 mm front fans that keep a high-end build cool and quiet.',
      'بطل تدفق الهواء مع مروحتين أماميتين ضخمتين مقاس 160 مم تحافظان على برودة وهدوء التجميعة القوية.',
    ],
    highlights: [
      ['Two 160 mm ARGB fans and a 140 mm rear fan', 'مروحتان 160 مم ARGB ومروحة خلفية 140 مم'],
      ['Room for 392 mm graphics cards', 'مساحة لكروت شاشة حتى 392 مم'],
      ['Tool-free tempered glass panel', 'لوح زجاجي مقوى بدون أدوات'],
    ],
    specs: [
      [K.boards, 'E-ATX, ATX, Micro-ATX, Mini-ITX'],
      [K.gpu, mm(392)],
      [K.fans, ['3 (2× 160 mm ARGB, 1× 140 mm)', '3 (2× 160 مم ARGB و1× 140 مم)']],
      [K.radiator, ['Up to 360 mm', 'حتى 360 مم']],
      [K.panel, GLASS],
    ],
    warranty: 1,
  },
  {
    name: ['NZXT H5 Flow (2024) Mid-Tower Case, Black', 'كيس NZXT H5 Flow (2024) ميد تاور أسود'],
    brand: 'NZXT H5 Flow',
    price: 4800,
    sale: 4400,
    stock: 10,
    compat: { part: 'case', max_gpu_length_mm: 365 },
    keywords: ['case', 'nzxt', 'h5 flow', 'كيس'],
    intro: [
      'keeps the clean NZXT look with a perforated front panel and a bottom fan aimed straight at the graphics card.',
      'يحافظ على تصميم NZXT الأنيق مع واجهة مثقبة ومروحة سفلية موجهة مباشرة إلى كارت الشاشة.',
    ],
    highlights: [
      ['Angled bottom fan cools the GPU', 'مروحة سفلية مائلة لتبريد كارت الشاشة'],
      ['Easy cable management channels', 'قنوات سهلة لترتيب الكابلات'],
      ['USB-C on the front panel', 'منفذ USB-C في الواجهة'],
    ],
    specs: [
      [K.boards, 'ATX, Micro-ATX, Mini-ITX'],
      [K.gpu, mm(365)],
      [K.fans, ['2× 120 mm', '2× 120 مم']],
      [K.panel, GLASS],
    ],
    warranty: 2,
    support: 'nzxt',
  },
  {
    name: ['CORSAIR 4000D AIRFLOW Mid-Tower Case', 'كيس CORSAIR 4000D AIRFLOW ميد تاور'],
    brand: 'CORSAIR 4000D',
    price: 5300,
    stock: 14,
    compat: { part: 'case', max_gpu_length_mm: 360 },
    keywords: ['case', 'corsair', '4000d', 'airflow', 'كيس'],
    intro: [
      'is a best-seller for a reason: simple to build in, great airflow and room for 360 mm radiators.',
      'من الأكثر مبيعًا لسبب واضح: سهل التجميع، تدفق هواء ممتاز ومساحة لردياتير 360 مم.',
    ],
    highlights: [
      ['RapidRoute cable management', 'نظام RapidRoute لترتيب الكابلات'],
      ['Two 120 mm AirGuide fans included', 'مروحتان AirGuide مقاس 120 مم مرفقتان'],
      ['Steel front panel with high airflow pattern', 'واجهة فولاذية بنمط تهوية عالٍ'],
    ],
    specs: [
      [K.boards, 'ATX, Micro-ATX, Mini-ITX'],
      [K.gpu, mm(360)],
      [K.fans, ['2× 120 mm', '2× 120 مم']],
      [K.radiator, ['Up to 360 mm', 'حتى 360 مم']],
      [K.panel, GLASS],
    ],
    warranty: 2,
    support: 'corsair',
  },
  {
    name: ['Cooler Master MasterBox Q300L Micro-ATX Case', 'كيس Cooler Master MasterBox Q300L مايكرو ATX'],
    brand: 'Q300L',
    price: 2300,
    stock: 'always',
    compat: { part: 'case', max_gpu_length_mm: 360 },
    keywords: ['case', 'cooler master', 'q300l', 'micro atx', 'كيس'],
    intro: [
      'is a small, affordable case with magnetic dust filters that fits on any desk.',
      'كيس صغير واقتصادي بفلاتر غبار مغناطيسية يناسب أي مكتب.',
    ],
    highlights: [
      ['Magnetic patterned dust filters', 'فلاتر غبار مغناطيسية'],
      ['I/O panel can move to any side', 'لوحة المنافذ قابلة للنقل لأي جانب'],
      ['Acrylic side window', 'نافذة جانبية أكريليك'],
    ],
    specs: [
      [K.boards, 'Micro-ATX, Mini-ITX'],
      [K.gpu, mm(360)],
      [K.fans, ['1× 120 mm', '1× 120 مم']],
      [K.panel, ['Acrylic', 'أكريليك']],
    ],
    warranty: 1,
  },
  {
    name: ['MONTECH AIR 903 MAX Mid-Tower Case', 'كيس MONTECH AIR 903 MAX ميد تاور'],
    brand: 'AIR 903 MAX',
    price: 4200,
    sale: 3900,
    stock: 6,
    compat: { part: 'case', max_gpu_length_mm: 400 },
    keywords: ['case', 'montech', 'air 903', 'كيس'],
    intro: [
      'ships with four 140 mm fans and a built-in fan hub, unbeatable airflow for the money.',
      'يأتي بأربع مراوح 140 مم ووحدة تحكم مدمجة، تدفق هواء لا يُضاهى مقابل السعر.',
    ],
    highlights: [
      ['Four 140 mm PWM fans', 'أربع مراوح 140 مم PWM'],
      ['Built-in fan hub', 'وحدة تحكم مراوح مدمجة'],
      ['Supports 400 mm graphics cards', 'يدعم كروت شاشة حتى 400 مم'],
    ],
    specs: [
      [K.boards, 'E-ATX, ATX, Micro-ATX, Mini-ITX'],
      [K.gpu, mm(400)],
      [K.fans, ['4× 140 mm', '4× 140 مم']],
      [K.radiator, ['Up to 360 mm', 'حتى 360 مم']],
      [K.panel, GLASS],
    ],
    warranty: 1,
  },
  {
    name: ['SilverStone SUGO 13 Mini-ITX Case', 'كيس SilverStone SUGO 13 ميني ITX'],
    brand: 'SUGO 13',
    price: 2700,
    stock: 5,
    compat: { part: 'case', max_gpu_length_mm: 267 },
    keywords: ['case', 'silverstone', 'sugo', 'mini itx', 'sff', 'كيس', 'صغير'],
    intro: [
      'is a shoebox-sized chassis for a compact living-room PC; check the graphics card length before you buy.',
      'كيس بحجم علبة الحذاء لكمبيوتر صغير في غرفة المعيشة؛ تأكد من طول كارت الشاشة قبل الشراء.',
    ],
    highlights: [
      ['Takes graphics cards up to 267 mm', 'يستوعب كروت شاشة حتى 267 مم'],
      ['Mesh front panel for airflow', 'واجهة شبكية لتدفق الهواء'],
      ['Standard ATX power supply support', 'يدعم مزود طاقة ATX قياسي'],
    ],
    specs: [
      [K.boards, 'Mini-ITX'],
      [K.gpu, mm(267)],
      [K.fans, ['1× 120 mm', '1× 120 مم']],
      [K.radiator, ['Up to 120 mm', 'حتى 120 مم']],
      [K.panel, ['Steel', 'صلب']],
    ],
    warranty: 1,
  },
]);
