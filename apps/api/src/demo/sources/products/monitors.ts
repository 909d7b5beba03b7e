// Monitors (Gaming Hardware): 24–27 inch high refresh rate gaming monitors.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const K = {
  size: ['Screen size', 'حجم الشاشة'],
  resolution: ['Resolution', 'الدقة'],
  refresh: ['Refresh rate', 'معدل التحديث'],
  panel: ['Panel', 'نوع اللوحة'],
  response: ['Response time', 'زمن الاستجابة'],
  ports: ['Ports', 'المنافذ'],
} satisfies Record<string, Bi>;

const hz = (n: number): Bi => [`${n} Hz`, `${n} هرتز`];
const inch = (n: number): Bi => [`${n} inch`, `${n} بوصة`];
const QHD = '2560 × 1440 (QHD)';

export const monitors = inCategory(CAT.monitors, 'peripheral', [
  {
    name: [
      'Samsung Odyssey G5 27" QHD 165Hz Curved Gaming Monitor',
      'شاشة ألعاب سامسونج Odyssey G5 مقاس 27 بوصة QHD منحنية 165 هرتز',
    ],
    brand: 'Odyssey G5',
    price: 11500,
    sale: 10500,
    stock: 8,
    deal: true,
    keywords: ['monitor', 'samsung', 'odyssey', '165hz', 'curved', 'شاشة'],
    intro: [
      'wraps you in a 1000R curve with QHD sharpness and a fast 165 Hz refresh rate.',
      'تحيطك بانحناء 1000R مع وضوح QHD ومعدل تحديث سريع 165 هرتز.',
    ],
    highlights: [
      ['1000R curved VA panel', 'لوحة VA منحنية 1000R'],
      ['AMD FreeSync Premium', 'تقنية AMD FreeSync Premium'],
      ['HDR10 support', 'دعم HDR10'],
    ],
    specs: [
      [K.size, inch(27)],
      [K.resolution, QHD],
      [K.refresh, hz(165)],
      [K.panel, ['VA, curved 1000R', 'VA منحنية 1000R']],
      [K.response, ['1 ms (MPRT)', '1 مللي ثانية']],
    ],
    warranty: 2,
  },
  {
    name: [
      'LG UltraGear 27GP850-B 27" QHD Nano IPS 180Hz Monitor',
      'شاشة LG UltraGear 27GP850-B مقاس 27 بوصة QHD بتقنية Nano IPS و180 هرتز',
    ],
    brand: 'LG UltraGear',
    price: 15500,
    stock: 4,
    keywords: ['monitor', 'lg', 'ultragear', 'ips', 'شاشة'],
    intro: [
      'pairs rich Nano IPS colour with a true 1 ms response, great for both competitive and story games.',
      'تجمع ألوان Nano IPS الغنية مع استجابة 1 مللي ثانية حقيقية، ممتازة للألعاب التنافسية والقصصية.',
    ],
    highlights: [
      ['98% DCI-P3 colour gamut', 'تغطية ألوان 98% DCI-P3'],
      ['NVIDIA G-SYNC Compatible', 'متوافقة مع NVIDIA G-SYNC'],
      ['Height, tilt and pivot stand', 'حامل قابل لتعديل الارتفاع والإمالة والدوران'],
    ],
    specs: [
      [K.size, inch(27)],
      [K.resolution, QHD],
      [K.refresh, hz(180)],
      [K.panel, 'Nano IPS'],
      [K.response, ['1 ms (GtG)', '1 مللي ثانية']],
      [K.ports, '2x HDMI, DisplayPort, USB hub'],
    ],
    warranty: 2,
  },
  {
    name: ['ASUS TUF Gaming VG249Q1A 24" FHD 165Hz IPS Monitor', 'شاشة ASUS TUF Gaming VG249Q1A مقاس 24 بوصة FHD بتردد 165 هرتز'],
    brand: 'ASUS TUF 24"',
    price: 6900,
    stock: 18,
    keywords: ['monitor', 'asus', 'tuf', '24 inch', '165hz', 'شاشة'],
    intro: [
      'is an easy first step into high refresh gaming, with a fast IPS panel and Extreme Low Motion Blur.',
      'خطوة أولى سهلة نحو الشاشات عالية التحديث، بلوحة IPS سريعة وتقنية تقليل ضبابية الحركة.',
    ],
    highlights: [
      ['165 Hz with FreeSync Premium', '165 هرتز مع FreeSync Premium'],
      ['Shadow Boost for dark scenes', 'Shadow Boost لتوضيح المشاهد المظلمة'],
      ['Built-in speakers', 'سماعات مدمجة'],
    ],
    specs: [
      [K.size, inch(24)],
      [K.resolution, '1920 × 1080 (FHD)'],
      [K.refresh, hz(165)],
      [K.panel, 'IPS'],
      [K.ports, '2x HDMI, DisplayPort'],
    ],
    warranty: 3,
    support: 'asus',
  },
  {
    name: ['MSI MAG 274QRF-QD 27" QHD Rapid IPS 180Hz Monitor', 'شاشة MSI MAG 274QRF-QD مقاس 27 بوصة QHD بتردد 180 هرتز'],
    brand: 'MSI MAG 27"',
    price: 13800,
    sale: 12900,
    stock: 7,
    keywords: ['monitor', 'msi', 'quantum dot', 'ips', 'شاشة'],
    intro: [
      'uses Quantum Dot technology for wide, accurate colour on a fast Rapid IPS panel.',
      'تستخدم تقنية Quantum Dot لألوان واسعة ودقيقة على لوحة Rapid IPS سريعة.',
    ],
    highlights: [
      ['Quantum Dot colour', 'ألوان Quantum Dot'],
      ['USB-C with DisplayPort Alt mode', 'منفذ USB-C يدعم عرض الصورة'],
      ['KVM switch built in', 'مفتاح KVM مدمج'],
    ],
    specs: [
      [K.size, inch(27)],
      [K.resolution, QHD],
      [K.refresh, hz(180)],
      [K.panel, ['Rapid IPS, Quantum Dot', 'Rapid IPS مع Quantum Dot']],
      [K.response, ['1 ms (GtG)', '1 مللي ثانية']],
    ],
    warranty: 3,
    support: 'msi',
  },
  {
    name: [
      'Alienware AW2725DF 27" QD-OLED 360Hz Gaming Monitor',
      'شاشة ألعاب Alienware AW2725DF مقاس 27 بوصة QD-OLED بتردد 360 هرتز',
    ],
    brand: 'Alienware OLED',
    price: 42000,
    stock: 1,
    abroad: true,
    keywords: ['monitor', 'alienware', 'dell', 'oled', '360hz', 'شاشة اوليد'],
    intro: [
      'is one of the fastest OLED monitors available: 360 Hz, 0.03 ms response and perfect blacks.',
      'من أسرع شاشات OLED المتاحة: 360 هرتز، استجابة 0.03 مللي ثانية وأسود مثالي.',
    ],
    highlights: [
      ['QD-OLED panel with infinite contrast', 'لوحة QD-OLED بتباين لا نهائي'],
      ['VESA DisplayHDR True Black 400', 'معيار VESA DisplayHDR True Black 400'],
      ['Three-year warranty including burn-in', 'ضمان ثلاث سنوات يشمل احتراق الشاشة'],
    ],
    specs: [
      [K.size, inch(27)],
      [K.resolution, QHD],
      [K.refresh, hz(360)],
      [K.panel, 'QD-OLED'],
      [K.response, ['0.03 ms (GtG)', '0.03 مللي ثانية']],
    ],
    warranty: 3,
  },
]);
