// Graphics cards (PC Components): NVIDIA GeForce RTX 40 and AMD Radeon RX 7000 boards.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const G = {
  gpu: ['GPU', 'المعالج الرسومي'],
  vram: ['Video memory', 'ذاكرة الفيديو'],
  boost: ['Boost clock', 'تردد التعزيز'],
  psu: ['Recommended PSU', 'مزود الطاقة الموصى به'],
  outputs: ['Outputs', 'المخارج'],
  length: ['Card length', 'طول الكارت'],
} satisfies Record<string, Bi>;

export const graphicsCards = inCategory(CAT.graphicsCards, 'component', [
  {
    name: ['ASUS Dual GeForce RTX 4070 SUPER OC 12GB', 'كارت شاشة ASUS Dual GeForce RTX 4070 SUPER OC بذاكرة 12 جيجابايت'],
    brand: 'RTX 4070 SUPER',
    price: 38000,
    sale: 36500,
    stock: 7,
    deal: true,
    keywords: ['rtx', 'nvidia', '4070 super', 'asus', 'gpu', 'كارت شاشة'],
    intro: [
      'brings DLSS 3 frame generation and excellent ray tracing to 1440p gaming in a compact two-fan design that fits most cases.',
      'يقدم توليد الإطارات DLSS 3 وتتبع الأشعة بأداء ممتاز على دقة 1440p بتصميم مدمج بمروحتين يناسب أغلب الكيسات.',
    ],
    highlights: [
      ['12 GB GDDR6X memory', 'ذاكرة 12 جيجابايت GDDR6X'],
      ['DLSS 3 and full ray tracing support', 'دعم DLSS 3 وتتبع الأشعة بالكامل'],
      ['Axial-tech fans stop below 55 °C for silent desktop use', 'مراوح Axial-tech تتوقف تحت 55 درجة لتشغيل صامت'],
    ],
    specs: [
      [G.gpu, 'NVIDIA GeForce RTX 4070 SUPER'],
      [G.vram, ['12 GB GDDR6X', '12 جيجابايت GDDR6X']],
      [G.boost, ['2550 MHz (OC mode)', '2550 ميجاهرتز (وضع OC)']],
      [G.psu, ['650 W', '650 واط']],
      [G.outputs, 'HDMI 2.1a, 3x DisplayPort 1.4a'],
      [G.length, ['267 mm', '267 مم']],
    ],
    warranty: 3,
    support: 'nvidia',
    daysAgo: 1,
  },
  {
    name: ['MSI GeForce RTX 4060 VENTUS 2X BLACK 8G OC', 'كارت شاشة MSI GeForce RTX 4060 VENTUS 2X BLACK 8G OC'],
    brand: 'RTX 4060',
    price: 17500,
    stock: 25,
    keywords: ['rtx', 'nvidia', '4060', 'msi', 'كارت شاشة'],
    intro: [
      'is an efficient 1080p card that sips just 115 W, so it runs happily on the power supply you already have.',
      'كارت موفر للطاقة مثالي لدقة 1080p ويستهلك 115 واط فقط، فيعمل غالبًا مع مزود الطاقة الذي لديك بالفعل.',
    ],
    highlights: [
      ['8 GB GDDR6 memory', 'ذاكرة 8 جيجابايت GDDR6'],
      ['DLSS 3 with frame generation', 'DLSS 3 مع توليد الإطارات'],
      ['Short 199 mm card for small cases', 'طول 199 مم فقط يناسب الكيسات الصغيرة'],
    ],
    specs: [
      [G.gpu, 'NVIDIA GeForce RTX 4060'],
      [G.vram, ['8 GB GDDR6', '8 جيجابايت GDDR6']],
      [G.boost, ['2505 MHz', '2505 ميجاهرتز']],
      [G.psu, ['550 W', '550 واط']],
      [G.length, ['199 mm', '199 مم']],
    ],
    warranty: 3,
    support: 'nvidia',
  },
  {
    name: ['GIGABYTE GeForce RTX 4080 SUPER GAMING OC 16G', 'كارت شاشة GIGABYTE GeForce RTX 4080 SUPER GAMING OC 16G'],
    brand: 'RTX 4080 SUPER',
    price: 62000,
    stock: 'unavailable',
    keywords: ['rtx', 'nvidia', '4080 super', 'gigabyte', '4k', 'كارت شاشة'],
    intro: [
      'is built for 4K gaming with a triple-fan WINDFORCE cooler. This model is not available at the moment.',
      'مصمم للعب بدقة 4K مع نظام تبريد WINDFORCE بثلاث مراوح. هذا الموديل غير متاح حاليًا.',
    ],
    highlights: [
      ['16 GB GDDR6X memory', 'ذاكرة 16 جيجابايت GDDR6X'],
      ['Triple-fan WINDFORCE cooling', 'تبريد WINDFORCE بثلاث مراوح'],
      ['Dual BIOS: quiet and OC modes', 'بيوس مزدوج: وضع هادئ ووضع أداء'],
    ],
    specs: [
      [G.gpu, 'NVIDIA GeForce RTX 4080 SUPER'],
      [G.vram, ['16 GB GDDR6X', '16 جيجابايت GDDR6X']],
      [G.psu, ['850 W', '850 واط']],
      [G.length, ['342 mm', '342 مم']],
    ],
    warranty: 3,
    support: 'nvidia',
  },
  {
    name: ['Sapphire PULSE AMD Radeon RX 7800 XT 16GB', 'كارت شاشة Sapphire PULSE AMD Radeon RX 7800 XT بذاكرة 16 جيجابايت'],
    brand: 'RX 7800 XT',
    price: 29000,
    sale: 27499,
    stock: 6,
    keywords: ['radeon', 'amd', 'rx 7800 xt', 'sapphire', 'كارت شاشة'],
    intro: [
      'is the value king for 1440p with 16 GB of memory that keeps new releases running at high texture settings.',
      'هو الأفضل قيمة مقابل السعر لدقة 1440p مع ذاكرة 16 جيجابايت تشغّل أحدث الألعاب بإعدادات عالية.',
    ],
    highlights: [
      ['16 GB GDDR6 on a 256-bit bus', 'ذاكرة 16 جيجابايت GDDR6 بعرض 256 بت'],
      ['AMD FSR 3 and HYPR-RX support', 'دعم AMD FSR 3 وHYPR-RX'],
      ['Metal backplate and dual-fan cooler', 'لوح خلفي معدني ومروحتان'],
    ],
    specs: [
      [G.gpu, 'AMD Radeon RX 7800 XT'],
      [G.vram, ['16 GB GDDR6', '16 جيجابايت GDDR6']],
      [G.boost, ['2430 MHz', '2430 ميجاهرتز']],
      [G.psu, ['700 W', '700 واط']],
      [G.outputs, '2x HDMI 2.1, 2x DisplayPort 2.1'],
    ],
    warranty: 2,
    support: 'amd',
  },
  {
    name: ['ASRock Radeon RX 7600 Challenger 8GB OC', 'كارت شاشة ASRock Radeon RX 7600 Challenger بذاكرة 8 جيجابايت'],
    brand: 'RX 7600',
    price: 14000,
    stock: 0,
    keywords: ['radeon', 'amd', 'rx 7600', 'asrock', 'كارت شاشة'],
    intro: [
      'is an affordable entry to modern 1080p gaming with AV1 encoding for streamers.',
      'بداية اقتصادية للعب الحديث على دقة 1080p مع دعم ترميز AV1 لصناع المحتوى.',
    ],
    highlights: [
      ['8 GB GDDR6 memory', 'ذاكرة 8 جيجابايت GDDR6'],
      ['AV1 hardware encoding', 'ترميز AV1 مدمج'],
      ['Striped-ring fans for better airflow', 'مراوح بتصميم الحلقة لتدفق هواء أفضل'],
    ],
    specs: [
      [G.gpu, 'AMD Radeon RX 7600'],
      [G.vram, ['8 GB GDDR6', '8 جيجابايت GDDR6']],
      [G.psu, ['550 W', '550 واط']],
      [G.length, ['269 mm', '269 مم']],
    ],
    warranty: 2,
    support: 'amd',
  },
  {
    name: [
      'ZOTAC GAMING GeForce RTX 4070 Ti SUPER Trinity 16GB',
      'كارت شاشة ZOTAC GAMING GeForce RTX 4070 Ti SUPER Trinity بذاكرة 16 جيجابايت',
    ],
    brand: 'RTX 4070 Ti SUPER',
    price: 48500,
    stock: 3,
    abroad: true,
    keywords: ['rtx', 'nvidia', '4070 ti super', 'zotac', 'كارت شاشة'],
    intro: [
      'steps up to 16 GB of memory and a wider bus, ready for 4K with DLSS and heavy ray-traced titles at 1440p.',
      'يرتقي إلى ذاكرة 16 جيجابايت وناقل أعرض، جاهز للعب بدقة 4K مع DLSS وألعاب تتبع الأشعة الثقيلة على 1440p.',
    ],
    highlights: [
      ['16 GB GDDR6X on a 256-bit bus', 'ذاكرة 16 جيجابايت GDDR6X بعرض 256 بت'],
      ['IceStorm 2.0 triple-fan cooling', 'تبريد IceStorm 2.0 بثلاث مراوح'],
      ['SPECTRA 2.0 RGB lighting', 'إضاءة SPECTRA 2.0 RGB'],
    ],
    specs: [
      [G.gpu, 'NVIDIA GeForce RTX 4070 Ti SUPER'],
      [G.vram, ['16 GB GDDR6X', '16 جيجابايت GDDR6X']],
      [G.boost, ['2625 MHz', '2625 ميجاهرتز']],
      [G.psu, ['700 W', '700 واط']],
      [G.length, ['306 mm', '306 مم']],
    ],
    warranty: 3,
    support: 'nvidia',
  },
]);
