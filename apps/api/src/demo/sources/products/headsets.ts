// Headsets (Gaming Hardware): wired and wireless gaming headsets.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const K = {
  connection: ['Connection', 'الاتصال'],
  drivers: ['Drivers', 'السماعات الداخلية'],
  mic: ['Microphone', 'الميكروفون'],
  compat: ['Compatible with', 'متوافق مع'],
  battery: ['Battery life', 'عمر البطارية'],
} satisfies Record<string, Bi>;

const ALL: Bi = ['PC, PS5, Xbox, Switch, mobile', 'الكمبيوتر، PS5، إكس بوكس، سويتش، الموبايل'];

export const headsets = inCategory(CAT.headsets, 'peripheral', [
  {
    name: ['HyperX Cloud III Wired Gaming Headset', 'سماعة ألعاب HyperX Cloud III سلكية'],
    brand: 'HyperX Cloud III',
    price: 4600,
    sale: 4200,
    stock: 17,
    keywords: ['headset', 'hyperx', 'cloud iii', 'سماعة', 'هيدسيت'],
    intro: [
      'keeps the legendary Cloud comfort and adds angled 53 mm drivers and a clearer noise-cancelling mic.',
      'تحافظ على راحة سلسلة Cloud الأسطورية وتضيف سماعات داخلية مائلة 53 مم وميكروفون أوضح بعزل ضوضاء.',
    ],
    highlights: [
      ['Memory foam ear cushions', 'وسائد أذن من الإسفنج الذكي'],
      ['DTS Headphone:X spatial audio', 'صوت محيطي DTS Headphone:X'],
      ['USB-C, USB-A and 3.5 mm connections', 'توصيل USB-C وUSB-A و3.5 مم'],
    ],
    specs: [
      [K.connection, ['Wired (USB / 3.5 mm)', 'سلكي (USB / 3.5 مم)']],
      [K.drivers, ['53 mm', '53 مم']],
      [K.mic, ['Detachable, noise-cancelling', 'قابل للفصل بعزل ضوضاء']],
      [K.compat, ALL],
    ],
    warranty: 2,
    support: 'hyperx',
  },
  {
    name: ['SteelSeries Arctis Nova 7 Wireless Gaming Headset', 'سماعة ألعاب SteelSeries Arctis Nova 7 لاسلكية'],
    brand: 'Arctis Nova 7',
    price: 8800,
    stock: 6,
    keywords: ['headset', 'steelseries', 'arctis', 'wireless', 'سماعة لاسلكية'],
    intro: [
      'connects to your PC or console and your phone at the same time, so you never miss a call while gaming.',
      'تتصل بالكمبيوتر أو الكونسول والموبايل في نفس الوقت فلا تفوتك أي مكالمة أثناء اللعب.',
    ],
    highlights: [
      ['Simultaneous 2.4 GHz and Bluetooth', 'اتصال 2.4 جيجاهرتز وبلوتوث في نفس الوقت'],
      ['38-hour battery with fast charging', 'بطارية 38 ساعة مع شحن سريع'],
      ['Retractable ClearCast Gen 2 mic', 'ميكروفون ClearCast قابل للسحب'],
    ],
    specs: [
      [K.connection, ['2.4 GHz wireless, Bluetooth 5.0', 'لاسلكي 2.4 جيجاهرتز، بلوتوث 5.0']],
      [K.drivers, ['40 mm', '40 مم']],
      [K.battery, ['Up to 38 hours', 'حتى 38 ساعة']],
      [K.compat, ALL],
    ],
    warranty: 1,
    support: 'steelseries',
  },
  {
    name: ['Logitech G435 LIGHTSPEED Wireless Gaming Headset', 'سماعة ألعاب Logitech G435 LIGHTSPEED لاسلكية'],
    brand: 'Logitech G435',
    price: 3200,
    sale: 2850,
    stock: 21,
    deal: true,
    keywords: ['headset', 'logitech', 'g435', 'wireless', 'سماعة'],
    intro: [
      'weighs only 165 g, light enough to forget you are wearing it during long sessions.',
      'وزنها 165 جرامًا فقط، خفيفة لدرجة أنك تنسى أنك ترتديها في الجلسات الطويلة.',
    ],
    highlights: [
      ['LIGHTSPEED wireless and Bluetooth', 'اتصال LIGHTSPEED لاسلكي وبلوتوث'],
      ['Dual beamforming microphones', 'ميكروفونان مدمجان بتقنية توجيه الصوت'],
      ['Made with recycled plastic', 'مصنوعة من بلاستيك معاد تدويره'],
    ],
    specs: [
      [K.connection, ['LIGHTSPEED, Bluetooth', 'LIGHTSPEED، بلوتوث']],
      [K.drivers, ['40 mm', '40 مم']],
      [K.battery, ['Up to 18 hours', 'حتى 18 ساعة']],
      [K.mic, ['Built-in dual mics', 'ميكروفونان مدمجان']],
    ],
    warranty: 2,
    support: 'logitech',
  },
  {
    name: ['Razer BlackShark V2 X Wired Gaming Headset', 'سماعة ألعاب Razer BlackShark V2 X سلكية'],
    brand: 'BlackShark V2 X',
    price: 2300,
    stock: 26,
    keywords: ['headset', 'razer', 'blackshark', 'سماعة'],
    intro: [
      'is an esports-grade headset on a budget with strong passive noise isolation.',
      'سماعة بمستوى الرياضات الإلكترونية بسعر اقتصادي مع عزل ضوضاء قوي.',
    ],
    highlights: [
      ['Razer TriForce 50 mm drivers', 'سماعات Razer TriForce مقاس 50 مم'],
      ['Cardioid microphone', 'ميكروفون أحادي الاتجاه'],
      ['Only 240 g', 'وزن 240 جرامًا فقط'],
    ],
    specs: [
      [K.connection, ['Wired 3.5 mm', 'سلكي 3.5 مم']],
      [K.drivers, ['50 mm', '50 مم']],
      [K.compat, ALL],
    ],
    warranty: 1,
    support: 'razer',
  },
  {
    name: ['Sony PULSE 3D Wireless Headset for PS5', 'سماعة سوني PULSE 3D لاسلكية لجهاز PS5'],
    brand: 'PULSE 3D',
    price: 5400,
    stock: 0,
    keywords: ['pulse 3d', 'ps5', 'headset', 'sony', 'سماعة بلايستيشن'],
    intro: [
      'is tuned for PS5 Tempest 3D AudioTech, so you hear where every footstep comes from.',
      'مضبوطة لتقنية Tempest 3D AudioTech في PS5 لتسمع مصدر كل خطوة بدقة.',
    ],
    highlights: [
      ['Dual noise-cancelling microphones', 'ميكروفونان بعزل ضوضاء'],
      ['USB wireless adapter included', 'محول USB لاسلكي مرفق'],
      ['Up to 12 hours per charge', 'حتى 12 ساعة لكل شحنة'],
    ],
    specs: [
      [K.connection, ['USB wireless adapter, 3.5 mm', 'محول USB لاسلكي، 3.5 مم']],
      [K.battery, ['Up to 12 hours', 'حتى 12 ساعة']],
      [K.compat, ['PS5, PS4, PC', 'PS5، PS4، الكمبيوتر']],
    ],
    warranty: 1,
  },
]);
