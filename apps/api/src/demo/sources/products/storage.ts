// Storage (PC Components): NVMe SSDs and a desktop hard drive.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const S = {
  capacity: ['Capacity', 'السعة'],
  iface: ['Interface', 'الواجهة'],
  read: ['Sequential read', 'سرعة القراءة'],
  write: ['Sequential write', 'سرعة الكتابة'],
  form: ['Form factor', 'المقاس'],
  tbw: ['Endurance (TBW)', 'التحمل (TBW)'],
} satisfies Record<string, Bi>;

const mbps = (n: number): Bi => [`${n.toLocaleString('en-US')} MB/s`, `${n.toLocaleString('en-US')} ميجابايت/ث`];

export const storage = inCategory(CAT.storage, 'component', [
  {
    name: ['Samsung 990 PRO 2TB NVMe M.2 SSD', 'هارد SSD سامسونج 990 PRO سعة 2 تيرابايت NVMe M.2'],
    brand: 'Samsung 990 PRO',
    price: 9800,
    sale: 9200,
    stock: 10,
    deal: true,
    keywords: ['ssd', 'nvme', 'samsung', '990 pro', 'm.2', 'هارد', 'تخزين'],
    intro: [
      'is one of the fastest PCIe 4.0 drives you can buy, and it is fully compatible with the PlayStation 5 expansion slot.',
      'من أسرع وحدات PCIe 4.0 المتاحة، ومتوافق تمامًا مع منفذ التوسعة في بلايستيشن 5.',
    ],
    highlights: [
      ['Up to 7,450 MB/s read', 'سرعة قراءة حتى 7,450 ميجابايت/ث'],
      ['PS5 compatible (heatsink recommended)', 'متوافق مع PS5 (يفضل استخدام مشتت حراري)'],
      ['Samsung Magician for health and firmware', 'برنامج Samsung Magician لمتابعة الحالة والتحديثات'],
    ],
    specs: [
      [S.capacity, ['2 TB', '2 تيرابايت']],
      [S.iface, 'PCIe 4.0 x4 NVMe 2.0'],
      [S.read, mbps(7450)],
      [S.write, mbps(6900)],
      [S.form, 'M.2 2280'],
      [S.tbw, ['1,200 TB', '1,200 تيرابايت']],
    ],
    warranty: 5,
    support: 'samsung',
  },
  {
    name: ['WD_BLACK SN850X 1TB NVMe M.2 SSD', 'هارد SSD WD_BLACK SN850X سعة 1 تيرابايت NVMe'],
    brand: 'WD_BLACK SN850X',
    price: 5200,
    stock: 15,
    keywords: ['ssd', 'nvme', 'wd', 'western digital', 'sn850x', 'هارد'],
    intro: [
      'is tuned for games, with Game Mode 2.0 keeping load times short in the biggest open worlds.',
      'مصمم للألعاب، مع وضع Game Mode 2.0 الذي يقلل أوقات التحميل في أضخم العوالم المفتوحة.',
    ],
    highlights: [
      ['Up to 7,300 MB/s read', 'سرعة قراءة حتى 7,300 ميجابايت/ث'],
      ['Game Mode 2.0 in WD Dashboard', 'وضع Game Mode 2.0 في WD Dashboard'],
      ['Great PS5 upgrade', 'ترقية ممتازة لجهاز PS5'],
    ],
    specs: [
      [S.capacity, ['1 TB', '1 تيرابايت']],
      [S.iface, 'PCIe 4.0 x4 NVMe'],
      [S.read, mbps(7300)],
      [S.write, mbps(6300)],
      [S.form, 'M.2 2280'],
    ],
    warranty: 5,
    support: 'wd',
  },
  {
    name: ['Crucial P3 Plus 1TB NVMe M.2 SSD', 'هارد SSD Crucial P3 Plus سعة 1 تيرابايت NVMe'],
    brand: 'Crucial P3 Plus',
    price: 3400,
    sale: 3150,
    stock: 28,
    keywords: ['ssd', 'nvme', 'crucial', 'p3 plus', 'هارد'],
    intro: [
      'is a fast and affordable Gen4 drive for your operating system and game library.',
      'وحدة تخزين سريعة واقتصادية من الجيل الرابع لنظام التشغيل ومكتبة ألعابك.',
    ],
    highlights: [
      ['Up to 5,000 MB/s read', 'سرعة قراءة حتى 5,000 ميجابايت/ث'],
      ['Micron QLC NAND', 'ذاكرة Micron QLC'],
      ['Acronis cloning software included', 'برنامج Acronis للنسخ مرفق'],
    ],
    specs: [
      [S.capacity, ['1 TB', '1 تيرابايت']],
      [S.iface, 'PCIe 4.0 x4 NVMe'],
      [S.read, mbps(5000)],
      [S.write, mbps(3600)],
      [S.form, 'M.2 2280'],
    ],
    warranty: 5,
  },
  {
    name: ['Kingston NV2 500GB NVMe M.2 SSD', 'هارد SSD Kingston NV2 سعة 500 جيجابايت NVMe'],
    brand: 'Kingston NV2',
    price: 1850,
    stock: 'always',
    keywords: ['ssd', 'nvme', 'kingston', 'nv2', 'هارد'],
    intro: [
      'is the cheapest way to make an old PC feel new again: move Windows to NVMe and boot in seconds.',
      'أرخص طريقة تجعل جهازك القديم يبدو جديدًا: انقل ويندوز إلى NVMe وشغّل الجهاز في ثوانٍ.',
    ],
    highlights: [
      ['Up to 3,500 MB/s read', 'سرعة قراءة حتى 3,500 ميجابايت/ث'],
      ['Single-sided, fits laptops', 'تصميم بوجه واحد يناسب اللابتوب'],
      ['Always in stock at our warehouse', 'متوفر دائمًا في مخزننا'],
    ],
    specs: [
      [S.capacity, ['500 GB', '500 جيجابايت']],
      [S.iface, 'PCIe 4.0 x4 NVMe'],
      [S.read, mbps(3500)],
      [S.form, 'M.2 2280'],
    ],
    warranty: 3,
  },
  {
    name: ['Seagate BarraCuda 2TB 7200RPM 3.5" Hard Drive', 'هارد ديسك Seagate BarraCuda سعة 2 تيرابايت 7200 دورة'],
    brand: 'Seagate 2TB',
    price: 3300,
    stock: 9,
    keywords: ['hdd', 'seagate', 'barracuda', 'hard disk', 'هارد'],
    intro: [
      'adds cheap bulk space for recordings, media and older games alongside your SSD.',
      'يضيف مساحة كبيرة بسعر منخفض للتسجيلات والوسائط والألعاب القديمة بجانب الـ SSD.',
    ],
    highlights: [
      ['7200 RPM, 256 MB cache', '7200 دورة في الدقيقة وذاكرة 256 ميجابايت'],
      ['SATA 6 Gb/s', 'واجهة SATA بسرعة 6 جيجابت/ث'],
      ['Multi-tier caching technology', 'تقنية تخزين مؤقت متعددة المستويات'],
    ],
    specs: [
      [S.capacity, ['2 TB', '2 تيرابايت']],
      [S.iface, 'SATA III'],
      [S.read, mbps(220)],
      [S.form, '3.5"'],
    ],
    warranty: 2,
  },
]);
