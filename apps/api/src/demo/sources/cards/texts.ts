// Card texts per sub-category: title, plain-text description (one bullet per line, blank
// lines allowed), search keywords and, for PC platforms, system requirements HTML.
import type { Bi } from '../../util.ts';
import type { CardTexts } from './types.ts';

const DELIVERY: Bi = [
  'The code is delivered instantly after payment and appears in your order details.',
  'يصلك الكود فورًا بعد الدفع ويظهر في تفاصيل طلبك.',
];

function desc(en: string[], ar: string[]): Bi {
  return [[...en, '', DELIVERY[0]].join('\n'), [...ar, '', DELIVERY[1]].join('\n')];
}

export const psnTexts: CardTexts = {
  title: ['PlayStation Store Gift Card', 'بطاقة بلايستيشن ستور'],
  desc: desc(
    [
      'Add funds to your PlayStation Network wallet in the {country} store.',
      'Buy games, add-ons, movies and PlayStation Plus from PlayStation Store.',
      'Works on PS5, PS4 and the PlayStation App.',
      '',
      'Only for PSN accounts registered in {country}.',
    ],
    [
      'اشحن محفظة حسابك على شبكة بلايستيشن في متجر {country}.',
      'اشترِ الألعاب والإضافات والأفلام واشتراك بلايستيشن بلس من بلايستيشن ستور.',
      'تعمل على PS5 وPS4 وتطبيق PlayStation.',
      '',
      'مخصصة فقط لحسابات PSN المسجلة في {country}.',
    ],
  ),
  keywords: ['psn', 'playstation', 'ps5', 'ps4', 'كارت بلايستيشن', 'بطاقة psn'],
};

export const xboxTexts: CardTexts = {
  title: ['Xbox Gift Card', 'بطاقة إكس بوكس'],
  desc: desc(
    [
      'Add money to your Microsoft account in the {country} store.',
      'Buy games, apps and in-game currency on Xbox and Windows.',
      'The balance never expires.',
      '',
      'Your Microsoft account region must be {country}.',
    ],
    [
      'أضف رصيدًا إلى حساب مايكروسوفت في متجر {country}.',
      'اشترِ الألعاب والتطبيقات والعملات داخل الألعاب على إكس بوكس وويندوز.',
      'الرصيد لا تنتهي صلاحيته.',
      '',
      'يجب أن تكون منطقة حساب مايكروسوفت {country}.',
    ],
  ),
  keywords: ['xbox', 'microsoft', 'xbox live', 'كارت اكس بوكس'],
};

export const steamTexts: CardTexts = {
  title: ['Steam Wallet Code', 'كود محفظة ستيم'],
  desc: desc(
    [
      'Top up the Steam Wallet of a Steam account from {country}.',
      'Use it for games, DLC, software and Community Market items.',
      '',
      'Redeem in the Steam client: Games > Redeem a Steam Wallet Code.',
    ],
    [
      'اشحن محفظة ستيم لحساب ستيم من {country}.',
      'استخدمها لشراء الألعاب والإضافات والبرامج وعناصر سوق المجتمع.',
      '',
      'فعّل الكود من برنامج ستيم: Games ثم Redeem a Steam Wallet Code.',
    ],
  ),
  keywords: ['steam', 'valve', 'pc games', 'wallet', 'ستيم', 'محفظة ستيم'],
  systemRequirement: [
    '<p>Steam Wallet funds work with the Steam client on:</p><ul><li>Windows 10 or 11 (64-bit)</li><li>macOS 12 Monterey or later</li><li>SteamOS and Steam Deck</li></ul><p>A Steam account and an internet connection are required.</p>',
    '<p>يعمل رصيد محفظة ستيم مع برنامج ستيم على:</p><ul><li>ويندوز 10 أو 11 (64 بت)</li><li>macOS 12 Monterey أو أحدث</li><li>SteamOS وجهاز Steam Deck</li></ul><p>يلزم حساب ستيم واتصال بالإنترنت.</p>',
  ],
};

export const nintendoTexts: CardTexts = {
  title: ['Nintendo eShop Card', 'بطاقة نينتندو إي شوب'],
  desc: desc(
    [
      'Add funds to your Nintendo Account in the {country} eShop.',
      'Download games and DLC on Nintendo Switch.',
      '',
      'Your Nintendo Account country must be {country}.',
    ],
    [
      'أضف رصيدًا إلى حساب نينتندو في متجر {country}.',
      'حمّل الألعاب والإضافات على نينتندو سويتش.',
      '',
      'يجب أن تكون دولة حساب نينتندو {country}.',
    ],
  ),
  keywords: ['nintendo', 'eshop', 'switch', 'نينتندو', 'سويتش'],
};

export const appleTexts: CardTexts = {
  title: ['Apple Gift Card', 'بطاقة آبل'],
  desc: desc(
    [
      'One card for apps, games, music, movies, iCloud+ and more.',
      'Adds balance to an Apple Account in the {country} App Store.',
      '',
      'Not valid for purchases in other countries.',
    ],
    [
      'بطاقة واحدة للتطبيقات والألعاب والموسيقى والأفلام وiCloud+ والمزيد.',
      'تضيف رصيدًا إلى حساب آبل في متجر {country}.',
      '',
      'غير صالحة للشراء في دول أخرى.',
    ],
  ),
  keywords: ['itunes', 'apple', 'app store', 'iphone', 'ايتونز', 'بطاقة ابل'],
};

export const googlePlayTexts: CardTexts = {
  title: ['Google Play Gift Card', 'بطاقة جوجل بلاي'],
  desc: desc(
    [
      'Use it for apps, games, in-app items, movies and books on Google Play.',
      'For Google accounts with {country} as the Play country.',
      '',
      'Redeem at play.google.com/redeem or in the Play Store app.',
    ],
    [
      'استخدمها للتطبيقات والألعاب والمشتريات داخلها والأفلام والكتب على جوجل بلاي.',
      'لحسابات جوجل التي تكون دولتها في متجر Play هي {country}.',
      '',
      'فعّلها من play.google.com/redeem أو من تطبيق متجر Play.',
    ],
  ),
  keywords: ['google play', 'android', 'pubg', 'free fire', 'جوجل بلاي', 'شحن'],
};

export const amazonTexts: CardTexts = {
  title: ['Amazon Gift Card', 'بطاقة أمازون'],
  desc: desc(
    [
      'Shop millions of items on the Amazon store of {country}.',
      'The balance is valid for 10 years from purchase.',
      '',
      'Apply it at Your Account > Gift Cards before checkout.',
    ],
    [
      'تسوق ملايين المنتجات من متجر أمازون في {country}.',
      'الرصيد صالح لمدة 10 سنوات من تاريخ الشراء.',
      '',
      'أضفها من حسابك > بطاقات الهدايا قبل إتمام الشراء.',
    ],
  ),
  keywords: ['amazon', 'gift card', 'امازون', 'بطاقة هدايا'],
};

export const psPlusTexts: CardTexts = {
  title: ['PlayStation Plus', 'اشتراك بلايستيشن بلس'],
  desc: desc(
    [
      'Online multiplayer, monthly games and exclusive discounts.',
      'Extra and Premium add a catalogue of hundreds of PS5 and PS4 games.',
      '',
      'For PSN accounts registered in {country}.',
    ],
    [
      'اللعب الجماعي أونلاين وألعاب شهرية مجانية وخصومات حصرية.',
      'باقات إكسترا وبريميوم تضيف مكتبة من مئات ألعاب PS5 وPS4.',
      '',
      'لحسابات PSN المسجلة في {country}.',
    ],
  ),
  keywords: ['ps plus', 'playstation plus', 'psn', 'اشتراك بلايستيشن'],
};

export const gamePassTexts: CardTexts = {
  title: ['Xbox Game Pass', 'اشتراك إكس بوكس جيم باس'],
  desc: desc(
    [
      'Play hundreds of high-quality games on console, PC and cloud.',
      'New games on day one, including Xbox Game Studios releases.',
      '',
      'For Microsoft accounts in {country}. Cannot be stacked beyond 36 months.',
    ],
    [
      'العب مئات الألعاب عالية الجودة على الكونسول والكمبيوتر والسحابة.',
      'ألعاب جديدة من يوم إصدارها، ومنها إصدارات استوديوهات إكس بوكس.',
      '',
      'لحسابات مايكروسوفت في {country}. لا يمكن تجميع أكثر من 36 شهرًا.',
    ],
  ),
  keywords: ['game pass', 'xbox', 'ultimate', 'pc game pass', 'جيم باس'],
  systemRequirement: [
    '<ul><li>Xbox Series X|S or Xbox One for console games</li><li>Windows 10 (22H1) or Windows 11 with the Xbox app for PC games</li><li>Cloud gaming: a supported browser, phone or TV and 20 Mbps internet</li></ul>',
    '<ul><li>إكس بوكس سيريس X|S أو إكس بوكس ون لألعاب الكونسول</li><li>ويندوز 10 (22H1) أو ويندوز 11 مع تطبيق Xbox لألعاب الكمبيوتر</li><li>اللعب السحابي: متصفح أو موبايل أو تلفزيون مدعوم وإنترنت 20 ميجابت</li></ul>',
  ],
};
