// Controllers (Gaming Hardware): DualSense, Xbox and Switch pads.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const K = {
  connection: ['Connection', 'الاتصال'],
  battery: ['Battery life', 'عمر البطارية'],
  compat: ['Compatible with', 'متوافق مع'],
  colour: ['Colour', 'اللون'],
} satisfies Record<string, Bi>;

const hours = (n: string): Bi => [`Up to ${n} hours`, `حتى ${n} ساعة`];

export const controllers = inCategory(CAT.controllers, 'peripheral', [
  {
    name: ['Sony DualSense Wireless Controller, White', 'يد تحكم سوني DualSense لاسلكية بيضاء'],
    brand: 'DualSense',
    price: 4200,
    sale: 3900,
    stock: 35,
    deal: true,
    keywords: ['dualsense', 'ps5', 'controller', 'sony', 'دراع', 'يد تحكم'],
    intro: [
      'lets you feel every game with haptic feedback and adaptive triggers that push back as you play.',
      'تجعلك تشعر بكل لعبة بفضل الاهتزاز اللمسي والأزرار التكيفية التي تقاوم ضغطك أثناء اللعب.',
    ],
    highlights: [
      ['Haptic feedback and adaptive triggers', 'اهتزاز لمسي وأزرار تكيفية'],
      ['Built-in microphone and headset jack', 'ميكروفون مدمج ومدخل سماعة'],
      ['USB-C charging', 'شحن عبر USB-C'],
    ],
    specs: [
      [K.connection, ['Bluetooth, USB-C', 'بلوتوث، USB-C']],
      [K.battery, hours('12')],
      [K.compat, ['PS5, PC, mobile', 'PS5، الكمبيوتر، الموبايل']],
      [K.colour, ['White', 'أبيض']],
    ],
    warranty: 1,
  },
  {
    name: ['Sony DualSense Edge Wireless Controller', 'يد تحكم سوني DualSense Edge الاحترافية'],
    brand: 'DualSense Edge',
    price: 11500,
    stock: 3,
    keywords: ['dualsense edge', 'ps5', 'pro controller', 'دراع', 'يد تحكم'],
    intro: [
      'is Sony’s pro controller with swappable stick modules, back buttons and custom profiles.',
      'يد التحكم الاحترافية من سوني بعصي قابلة للاستبدال وأزرار خلفية وملفات إعدادات مخصصة.',
    ],
    highlights: [
      ['Replaceable stick modules', 'وحدات عصي قابلة للاستبدال'],
      ['Two back buttons and trigger stops', 'زران خلفيان وموقفات للأزرار'],
      ['Carrying case included', 'حقيبة حمل مرفقة'],
    ],
    specs: [
      [K.connection, ['Bluetooth, USB-C (braided cable)', 'بلوتوث، USB-C (كابل مجدول)']],
      [K.battery, hours('6')],
      [K.compat, 'PS5, PC'],
      [K.colour, ['White', 'أبيض']],
    ],
    warranty: 1,
  },
  {
    name: ['Xbox Wireless Controller, Carbon Black', 'يد تحكم إكس بوكس لاسلكية كاربون بلاك'],
    brand: 'Xbox Controller',
    price: 3600,
    stock: 24,
    keywords: ['xbox', 'controller', 'wireless', 'pc', 'دراع اكس بوكس'],
    intro: [
      'is the standard for PC and Xbox gaming, with textured grips and a hybrid D-pad.',
      'المعيار الأساسي للعب على الكمبيوتر وإكس بوكس، بمقابض محببة وأسهم اتجاه هجينة.',
    ],
    highlights: [
      ['Share button for screenshots and clips', 'زر مشاركة للقطات والفيديو'],
      ['Works with PC, Android and iOS', 'يعمل مع الكمبيوتر وأندرويد وiOS'],
      ['AA batteries included', 'بطاريات AA مرفقة'],
    ],
    specs: [
      [K.connection, ['Xbox Wireless, Bluetooth, USB-C', 'Xbox Wireless، بلوتوث، USB-C']],
      [K.battery, hours('40')],
      [K.compat, ['Xbox Series X|S, Xbox One, PC', 'إكس بوكس سيريس X|S، إكس بوكس ون، الكمبيوتر']],
      [K.colour, ['Carbon Black', 'أسود كاربون']],
    ],
    warranty: 1,
  },
  {
    name: ['Nintendo Switch Pro Controller', 'يد تحكم نينتندو سويتش برو'],
    brand: 'Switch Pro',
    price: 3900,
    stock: 6,
    keywords: ['nintendo', 'switch', 'pro controller', 'نينتندو'],
    intro: [
      'gives long Switch sessions a full-size grip, HD rumble and motion controls.',
      'تمنح جلسات اللعب الطويلة على سويتش مقبضًا كامل الحجم واهتزاز HD وتحكمًا بالحركة.',
    ],
    highlights: [
      ['Around 40 hours per charge', 'حوالي 40 ساعة لكل شحنة'],
      ['amiibo support', 'دعم amiibo'],
      ['HD rumble', 'اهتزاز HD'],
    ],
    specs: [
      [K.connection, ['Bluetooth, USB-C', 'بلوتوث، USB-C']],
      [K.battery, hours('40')],
      [K.compat, ['Nintendo Switch, Switch OLED', 'نينتندو سويتش، سويتش OLED']],
    ],
    warranty: 1,
  },
  {
    name: ['8BitDo Ultimate Bluetooth Controller with Charging Dock', 'يد تحكم 8BitDo Ultimate بلوتوث مع قاعدة شحن'],
    brand: '8BitDo Ultimate',
    price: 2600,
    stock: 'always',
    keywords: ['8bitdo', 'controller', 'switch', 'pc', 'دراع'],
    intro: [
      'ships with a charging dock and hall-effect sticks that never drift.',
      'تأتي مع قاعدة شحن وعصي بتقنية Hall effect لا تعاني من الانحراف.',
    ],
    highlights: [
      ['Hall-effect joysticks', 'عصي Hall effect'],
      ['Charging dock included', 'قاعدة شحن مرفقة'],
      ['Custom profiles in 8BitDo Ultimate Software', 'ملفات مخصصة عبر برنامج 8BitDo'],
    ],
    specs: [
      [K.connection, ['Bluetooth, 2.4 GHz, USB-C', 'بلوتوث، 2.4 جيجاهرتز، USB-C']],
      [K.battery, hours('22')],
      [K.compat, ['Switch, PC, Steam Deck', 'سويتش، الكمبيوتر، ستيم ديك']],
    ],
    warranty: 0.5,
  },
]);
