// Memory (PC Components): DDR5 and DDR4 desktop kits.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const R = {
  capacity: ['Capacity', 'السعة'],
  type: ['Type', 'النوع'],
  speed: ['Speed', 'السرعة'],
  latency: ['CAS latency', 'زمن الاستجابة'],
  profile: ['Overclock profile', 'ملف رفع التردد'],
  rgb: ['RGB lighting', 'إضاءة RGB'],
} satisfies Record<string, Bi>;

const YES: Bi = ['Yes', 'نعم'];
const NO: Bi = ['No', 'لا'];

export const memory = inCategory(CAT.memory, 'component', [
  {
    name: [
      'CORSAIR VENGEANCE DDR5 32GB (2x16GB) 6000MHz CL30',
      'رامات CORSAIR VENGEANCE DDR5 سعة 32 جيجابايت (2×16) بسرعة 6000 ميجاهرتز',
    ],
    brand: 'CORSAIR DDR5',
    price: 6200,
    sale: 5800,
    stock: 30,
    compat: { part: 'memory', memory_type: 'DDR5' },
    keywords: ['ram', 'ddr5', 'corsair', 'vengeance', '32gb', 'رامات', 'ذاكرة'],
    intro: [
      'is the go-to kit for Ryzen 7000: 6000 MT/s at CL30 is the speed AMD recommends for the best gaming results.',
      'هي الاختيار الأمثل لمعالجات Ryzen 7000: سرعة 6000 بزمن CL30 هي السرعة التي توصي بها AMD لأفضل أداء في الألعاب.',
    ],
    highlights: [
      ['AMD EXPO and Intel XMP 3.0 profiles', 'ملفات AMD EXPO وIntel XMP 3.0'],
      ['Low-profile heat spreader fits under big air coolers', 'مشتت حراري منخفض يناسب المبردات الهوائية الكبيرة'],
      ['Tuned with CORSAIR iCUE', 'قابلة للضبط عبر برنامج CORSAIR iCUE'],
    ],
    specs: [
      [R.capacity, ['32 GB (2 × 16 GB)', '32 جيجابايت (2 × 16)']],
      [R.type, 'DDR5'],
      [R.speed, ['6000 MT/s', '6000 ميجانقلة/ث']],
      [R.latency, 'CL30'],
      [R.profile, 'EXPO / XMP 3.0'],
      [R.rgb, NO],
    ],
    warranty: 10,
    support: 'corsair',
  },
  {
    name: [
      'G.SKILL Trident Z5 RGB DDR5 32GB (2x16GB) 6400MHz CL32',
      'رامات G.SKILL Trident Z5 RGB DDR5 سعة 32 جيجابايت بسرعة 6400 ميجاهرتز',
    ],
    brand: 'G.SKILL Z5',
    price: 7400,
    stock: 12,
    compat: { part: 'memory', memory_type: 'DDR5' },
    keywords: ['ram', 'ddr5', 'gskill', 'trident z5', 'rgb', 'رامات'],
    intro: [
      'combines fast Samsung-based DDR5 with a brushed aluminium heat spreader and a full-length RGB light bar.',
      'تجمع بين ذاكرة DDR5 سريعة ومشتت ألومنيوم مصقول وشريط إضاءة RGB بطول الرامة.',
    ],
    highlights: [
      ['Intel XMP 3.0 certified', 'معتمدة لملفات Intel XMP 3.0'],
      ['Syncs with ASUS, MSI and GIGABYTE lighting software', 'تتزامن مع برامج الإضاءة من ASUS وMSI وGIGABYTE'],
      ['Hand-screened ICs', 'شرائح مختارة يدويًا'],
    ],
    specs: [
      [R.capacity, ['32 GB (2 × 16 GB)', '32 جيجابايت (2 × 16)']],
      [R.type, 'DDR5'],
      [R.speed, ['6400 MT/s', '6400 ميجانقلة/ث']],
      [R.latency, 'CL32'],
      [R.rgb, YES],
    ],
    warranty: 10,
  },
  {
    name: [
      'Kingston FURY Beast DDR5 16GB (2x8GB) 5200MHz',
      'رامات Kingston FURY Beast DDR5 سعة 16 جيجابايت (2×8) بسرعة 5200 ميجاهرتز',
    ],
    brand: 'Kingston DDR5',
    price: 3100,
    stock: 40,
    compat: { part: 'memory', memory_type: 'DDR5' },
    keywords: ['ram', 'ddr5', 'kingston', 'fury', '16gb', 'رامات'],
    intro: [
      'is a budget-friendly DDR5 kit that gets a new build running with dual-channel memory from day one.',
      'طقم DDR5 اقتصادي يشغّل تجميعتك الجديدة بذاكرة ثنائية القناة من أول يوم.',
    ],
    highlights: [
      ['Plug and play at 5200 MT/s', 'تعمل مباشرة بسرعة 5200 ميجانقلة/ث'],
      ['On-die ECC for stability', 'تصحيح أخطاء مدمج لثبات أعلى'],
      ['Black low-profile heat spreader', 'مشتت حراري أسود منخفض'],
    ],
    specs: [
      [R.capacity, ['16 GB (2 × 8 GB)', '16 جيجابايت (2 × 8)']],
      [R.type, 'DDR5'],
      [R.speed, ['5200 MT/s', '5200 ميجانقلة/ث']],
      [R.latency, 'CL40'],
    ],
    warranty: 10,
  },
  {
    name: [
      'TEAMGROUP T-FORCE DELTA RGB DDR5 64GB (2x32GB) 6000MHz',
      'رامات TEAMGROUP T-FORCE DELTA RGB DDR5 سعة 64 جيجابايت بسرعة 6000 ميجاهرتز',
    ],
    brand: 'T-FORCE DDR5',
    price: 11800,
    sale: 10900,
    stock: 5,
    compat: { part: 'memory', memory_type: 'DDR5' },
    keywords: ['ram', 'ddr5', 'teamgroup', 't-force', '64gb', 'رامات', 'مونتاج'],
    intro: [
      'gives creators and heavy multitaskers 64 GB of fast memory with a 120° wide-angle RGB diffuser.',
      'تمنح صناع المحتوى ومستخدمي المهام المتعددة 64 جيجابايت من الذاكرة السريعة مع إضاءة RGB بزاوية 120 درجة.',
    ],
    highlights: [
      ['2 × 32 GB for editing, 3D and virtual machines', '2 × 32 جيجابايت للمونتاج والتصميم ثلاثي الأبعاد والأجهزة الافتراضية'],
      ['XMP 3.0 and EXPO ready', 'تدعم XMP 3.0 وEXPO'],
      ['Available in black and white', 'متوفرة باللون الأسود والأبيض'],
    ],
    specs: [
      [R.capacity, ['64 GB (2 × 32 GB)', '64 جيجابايت (2 × 32)']],
      [R.type, 'DDR5'],
      [R.speed, ['6000 MT/s', '6000 ميجانقلة/ث']],
      [R.latency, 'CL38'],
      [R.rgb, YES],
    ],
    warranty: 10,
  },
  {
    name: [
      'Kingston FURY Beast DDR4 16GB (2x8GB) 3200MHz',
      'رامات Kingston FURY Beast DDR4 سعة 16 جيجابايت (2×8) بسرعة 3200 ميجاهرتز',
    ],
    brand: 'Kingston DDR4',
    price: 1900,
    stock: 0,
    compat: { part: 'memory', memory_type: 'DDR4' },
    keywords: ['ram', 'ddr4', 'kingston', 'fury', 'رامات'],
    intro: [
      'is an easy upgrade for older Ryzen and Intel systems still running on DDR4.',
      'ترقية سهلة لأجهزة Ryzen وIntel الأقدم التي تعمل بذاكرة DDR4.',
    ],
    highlights: [
      ['3200 MT/s with XMP', 'سرعة 3200 مع XMP'],
      ['Works with AMD and Intel DDR4 boards', 'تعمل مع لوحات DDR4 من AMD وIntel'],
      ['Automatic overclocking to the highest speed published', 'رفع تردد تلقائي لأعلى سرعة معلنة'],
    ],
    specs: [
      [R.capacity, ['16 GB (2 × 8 GB)', '16 جيجابايت (2 × 8)']],
      [R.type, 'DDR4'],
      [R.speed, ['3200 MT/s', '3200 ميجانقلة/ث']],
      [R.latency, 'CL16'],
    ],
    warranty: 10,
  },
]);
