// Processors (PC Components): AMD AM5 and Intel LGA 1700 desktop CPUs.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const C = {
  cores: ['Cores / Threads', 'الأنوية / مسارات المعالجة'],
  boost: ['Max boost clock', 'أقصى تردد'],
  cache: ['Cache', 'الذاكرة المخبئية'],
  socket: ['Socket', 'المقبس'],
  tdp: ['Base power (TDP)', 'استهلاك الطاقة (TDP)'],
  igpu: ['Integrated graphics', 'الرسوميات المدمجة'],
} satisfies Record<string, Bi>;

export const processors = inCategory(CAT.processors, 'component', [
  {
    name: ['AMD Ryzen 7 7800X3D Processor', 'معالج AMD Ryzen 7 7800X3D'],
    brand: 'AMD Ryzen 7',
    price: 21500,
    sale: 19999,
    stock: 2,
    deal: true,
    keywords: ['ryzen', 'amd', '7800x3d', 'am5', 'cpu', 'معالج', 'بروسيسور'],
    intro: [
      'is the fastest gaming processor on the AM5 platform, thanks to AMD 3D V-Cache that stacks 64 MB of extra L3 cache on the die.',
      'هو أسرع معالج للألعاب على منصة AM5 بفضل تقنية AMD 3D V-Cache التي تضيف 64 ميجابايت من الذاكرة المخبئية فوق الشريحة.',
    ],
    highlights: [
      ['8 cores and 16 threads up to 5.0 GHz', '8 أنوية و16 مسار معالجة بتردد يصل إلى 5.0 جيجاهرتز'],
      ['96 MB of L3 cache for higher and steadier frame rates', '96 ميجابايت ذاكرة L3 لمعدل إطارات أعلى وأكثر ثباتًا'],
      ['DDR5 and PCIe 5.0 support on AM5 motherboards', 'يدعم DDR5 وPCIe 5.0 على لوحات AM5'],
      ['Cooler not included', 'المبرد غير مرفق'],
    ],
    specs: [
      [C.cores, '8 / 16'],
      [C.boost, ['5.0 GHz', '5.0 جيجاهرتز']],
      [C.cache, ['96 MB L3', '96 ميجابايت L3']],
      [C.socket, 'AM5'],
      [C.tdp, ['120 W', '120 واط']],
      [C.igpu, ['AMD Radeon Graphics', 'رسوميات AMD Radeon']],
    ],
    warranty: 3,
    support: 'amd',
    daysAgo: 3,
  },
  {
    name: ['AMD Ryzen 5 7600X Processor', 'معالج AMD Ryzen 5 7600X'],
    brand: 'AMD Ryzen 5',
    price: 10500,
    sale: 9800,
    stock: 18,
    keywords: ['ryzen', 'amd', '7600x', 'am5', 'معالج'],
    intro: [
      'gives you six fast Zen 4 cores for smooth 1080p and 1440p gaming at a price that leaves room for a better graphics card.',
      'يقدم ست أنوية Zen 4 سريعة للعب بسلاسة على دقة 1080p و1440p بسعر يترك لك ميزانية لكارت شاشة أقوى.',
    ],
    highlights: [
      ['6 cores, 12 threads, up to 5.3 GHz', '6 أنوية و12 مسار معالجة حتى 5.3 جيجاهرتز'],
      ['Unlocked for overclocking', 'قابل لرفع التردد (أوفركلوك)'],
      ['Built-in Radeon graphics for troubleshooting without a GPU', 'رسوميات Radeon مدمجة تساعدك في التشغيل بدون كارت شاشة'],
    ],
    specs: [
      [C.cores, '6 / 12'],
      [C.boost, ['5.3 GHz', '5.3 جيجاهرتز']],
      [C.cache, ['32 MB L3', '32 ميجابايت L3']],
      [C.socket, 'AM5'],
      [C.tdp, ['105 W', '105 واط']],
    ],
    warranty: 3,
    support: 'amd',
  },
  {
    name: ['AMD Ryzen 9 7950X3D Processor', 'معالج AMD Ryzen 9 7950X3D'],
    brand: 'AMD Ryzen 9',
    price: 31500,
    stock: 4,
    keywords: ['ryzen 9', 'amd', '7950x3d', 'am5', 'معالج', 'مونتاج'],
    intro: [
      'combines 16 cores for rendering and streaming with 3D V-Cache for top gaming performance in one chip.',
      'يجمع بين 16 نواة للمونتاج والبث وتقنية 3D V-Cache لأداء ألعاب من الفئة الأعلى في شريحة واحدة.',
    ],
    highlights: [
      ['16 cores and 32 threads up to 5.7 GHz', '16 نواة و32 مسار معالجة حتى 5.7 جيجاهرتز'],
      ['144 MB of total cache', '144 ميجابايت ذاكرة مخبئية إجمالية'],
      ['Ideal for creators who also game', 'مثالي لصناع المحتوى ومحبي الألعاب'],
    ],
    specs: [
      [C.cores, '16 / 32'],
      [C.boost, ['5.7 GHz', '5.7 جيجاهرتز']],
      [C.cache, ['128 MB L3', '128 ميجابايت L3']],
      [C.socket, 'AM5'],
      [C.tdp, ['120 W', '120 واط']],
    ],
    warranty: 3,
    support: 'amd',
  },
  {
    name: ['Intel Core i5-14600K Processor', 'معالج Intel Core i5-14600K'],
    brand: 'Intel Core i5',
    price: 14500,
    sale: 13750,
    stock: 22,
    keywords: ['intel', 'core i5', '14600k', 'lga1700', 'معالج', 'انتل'],
    intro: [
      'is the sweet spot of Intel’s 14th generation: 14 cores that handle games, streaming and everyday work without breaking a sweat.',
      'هو الخيار الأمثل من الجيل الرابع عشر من إنتل: 14 نواة تتعامل مع الألعاب والبث والعمل اليومي بسهولة.',
    ],
    highlights: [
      ['6 performance cores and 8 efficient cores', '6 أنوية أداء و8 أنوية موفرة للطاقة'],
      ['Up to 5.3 GHz, unlocked', 'حتى 5.3 جيجاهرتز وقابل لرفع التردد'],
      ['Works with Z790 and B760 motherboards', 'يعمل مع لوحات Z790 وB760'],
    ],
    specs: [
      [C.cores, '14 / 20'],
      [C.boost, ['5.3 GHz', '5.3 جيجاهرتز']],
      [C.cache, ['24 MB Smart Cache', '24 ميجابايت Smart Cache']],
      [C.socket, 'LGA 1700'],
      [C.tdp, ['125 W', '125 واط']],
      [C.igpu, 'Intel UHD 770'],
    ],
    warranty: 3,
    support: 'intel',
  },
  {
    name: ['Intel Core i7-14700K Processor', 'معالج Intel Core i7-14700K'],
    brand: 'Intel Core i7',
    price: 19800,
    stock: 9,
    keywords: ['intel', 'core i7', '14700k', 'lga1700', 'معالج', 'انتل'],
    intro: [
      'adds four more efficient cores over its predecessor, making it a strong all-rounder for high refresh rate gaming and content creation.',
      'يضيف أربع أنوية موفرة إضافية مقارنة بالجيل السابق، ليصبح خيارًا قويًا للألعاب بمعدل تحديث عالٍ وصناعة المحتوى.',
    ],
    highlights: [
      ['20 cores and 28 threads up to 5.6 GHz', '20 نواة و28 مسار معالجة حتى 5.6 جيجاهرتز'],
      ['33 MB Intel Smart Cache', '33 ميجابايت ذاكرة Intel Smart Cache'],
      ['DDR4 and DDR5 memory support', 'يدعم ذاكرة DDR4 وDDR5'],
    ],
    specs: [
      [C.cores, '20 / 28'],
      [C.boost, ['5.6 GHz', '5.6 جيجاهرتز']],
      [C.cache, ['33 MB Smart Cache', '33 ميجابايت Smart Cache']],
      [C.socket, 'LGA 1700'],
      [C.tdp, ['125 W', '125 واط']],
    ],
    warranty: 3,
    support: 'intel',
  },
  {
    name: ['Intel Core i9-14900K Processor', 'معالج Intel Core i9-14900K'],
    brand: 'Intel Core i9',
    price: 27500,
    stock: 'unavailable',
    keywords: ['intel', 'core i9', '14900k', 'معالج'],
    intro: [
      'is Intel’s flagship desktop processor with clocks up to 6.0 GHz. Currently not available; add it to your wishlist to hear when it is back.',
      'هو المعالج الرائد من إنتل بتردد يصل إلى 6.0 جيجاهرتز. غير متاح حاليًا؛ أضفه لقائمة الأمنيات لتعرف فور توفره.',
    ],
    highlights: [
      ['24 cores and 32 threads', '24 نواة و32 مسار معالجة'],
      ['Up to 6.0 GHz out of the box', 'تردد يصل إلى 6.0 جيجاهرتز'],
      ['Needs a 360 mm AIO cooler', 'يحتاج مبردًا مائيًا 360 مم'],
    ],
    specs: [
      [C.cores, '24 / 32'],
      [C.boost, ['6.0 GHz', '6.0 جيجاهرتز']],
      [C.socket, 'LGA 1700'],
      [C.tdp, ['125 W', '125 واط']],
    ],
    warranty: 3,
    support: 'intel',
  },
]);
