// Word lists for the bench catalogue (bench/catalog-seed.ts): hardware product lines keyed by
// the demo category slug, and digital card families. Real-world brands and models so names
// look like a store's and share prefixes/substrings the way real catalogues do.

export interface HardwareLine {
  noun: string;
  nounAr: string;
  brands: string[];
  models: string[];
  variants: string[];
  keywords: string[];
  highlights: string[];
  basePrice: number;
}

const line = (l: HardwareLine) => l;

export const HARDWARE_LINES: Record<string, HardwareLine> = {
  processors: line({
    noun: 'processor', nounAr: 'معالج', brands: [''],
    models: ['Intel Core i3-14100F', 'Intel Core i5-14400F', 'Intel Core i5-14600K', 'Intel Core i7-14700K', 'Intel Core i9-14900K', 'Intel Core Ultra 7 265K', 'AMD Ryzen 5 7600X', 'AMD Ryzen 7 7800X3D', 'AMD Ryzen 9 7950X', 'AMD Ryzen 5 5600', 'AMD Ryzen 7 9700X'],
    variants: ['Boxed', 'Tray', 'with Cooler', 'Desktop Processor', ''], keywords: ['cpu', 'معالج', 'بروسيسور'],
    highlights: ['High boost clocks', 'Unlocked for overclocking', 'PCIe 5.0 support'], basePrice: 9000,
  }),
  'graphics-cards': line({
    noun: 'graphics card', nounAr: 'كارت شاشة', brands: ['ASUS ROG Strix', 'MSI Gaming X', 'Gigabyte Aorus', 'Zotac Twin Edge', 'Sapphire Nitro+', 'PowerColor Red Devil', 'Palit JetStream'],
    models: ['GeForce RTX 4060 8GB', 'GeForce RTX 4060 Ti 16GB', 'GeForce RTX 4070 Super 12GB', 'GeForce RTX 4080 Super 16GB', 'GeForce RTX 4090 24GB', 'Radeon RX 7600 8GB', 'Radeon RX 7800 XT 16GB', 'Radeon RX 7900 XTX 24GB'],
    variants: ['OC', 'OC Edition', 'White', 'Gaming', ''], keywords: ['gpu', 'vga', 'كارت شاشة', 'جرافيك'],
    highlights: ['Ray tracing', 'DLSS / FSR upscaling', 'Triple-fan cooling'], basePrice: 30000,
  }),
  motherboards: line({
    noun: 'motherboard', nounAr: 'مازربورد', brands: ['ASUS', 'MSI', 'Gigabyte', 'ASRock'],
    models: ['B760M DS3H DDR4', 'Z790 Tomahawk WiFi', 'B650 Aorus Elite AX', 'X670E Hero', 'A620M-HDV', 'B550 Gaming Plus', 'Z890 Edge'],
    variants: ['ATX', 'Micro-ATX', 'WiFi 6E', ''], keywords: ['mainboard', 'لوحة ام', 'مازربورد'],
    highlights: ['DDR5 ready', 'PCIe 5.0 M.2', '2.5G LAN'], basePrice: 8000,
  }),
  'memory-ram': line({
    noun: 'memory kit', nounAr: 'رامات', brands: ['Corsair Vengeance', 'G.Skill Trident Z5', 'Kingston Fury Beast', 'TeamGroup T-Force Delta', 'Crucial Pro'],
    models: ['16GB (2x8GB) DDR4 3200MHz', '32GB (2x16GB) DDR5 6000MHz', '32GB (2x16GB) DDR4 3600MHz', '64GB (2x32GB) DDR5 6400MHz'],
    variants: ['RGB', 'Black', 'White', 'CL30', 'CL36'], keywords: ['ram', 'memory', 'رام', 'ذاكرة'],
    highlights: ['XMP / EXPO profiles', 'Heat spreader', 'Lifetime warranty'], basePrice: 3500,
  }),
  storage: line({
    noun: 'SSD', nounAr: 'هارد', brands: ['Samsung', 'WD Black', 'Crucial', 'Kingston', 'Seagate FireCuda', 'Lexar'],
    models: ['990 Pro 1TB NVMe', '990 Pro 2TB NVMe', 'SN850X 1TB NVMe', 'SN770 500GB NVMe', 'P3 Plus 2TB NVMe', 'NV2 1TB NVMe', '870 EVO 1TB SATA'],
    variants: ['with Heatsink', 'M.2 2280', 'PS5 Compatible', ''], keywords: ['ssd', 'nvme', 'هارد', 'تخزين'],
    highlights: ['Up to 7,450 MB/s', 'PS5 compatible', '5-year warranty'], basePrice: 4000,
  }),
  'power-supplies': line({
    noun: 'power supply', nounAr: 'باور سبلاي', brands: ['Corsair', 'Cooler Master', 'Seasonic', 'be quiet!', 'MSI', 'Thermaltake'],
    models: ['RM750e 750W', 'RM850x 850W', 'MWE 650 Bronze', 'Focus GX-1000', 'Pure Power 12 M 850W', 'MAG A650BN', 'Toughpower GF3 1200W'],
    variants: ['80+ Gold', '80+ Bronze', 'ATX 3.0', 'Fully Modular'], keywords: ['psu', 'power', 'باور'],
    highlights: ['ATX 3.0 / PCIe 5.0 ready', 'Quiet fan', '10-year warranty'], basePrice: 4500,
  }),
  cases: line({
    noun: 'PC case', nounAr: 'كيسة', brands: ['NZXT', 'Lian Li', 'Corsair', 'Cooler Master', 'Fractal Design', 'DeepCool'],
    models: ['H5 Flow', 'O11 Dynamic EVO', '4000D Airflow', 'MasterBox TD500 Mesh', 'North', 'CH560', 'Lancool 216'],
    variants: ['Black', 'White', 'RGB', 'Mid Tower', ''], keywords: ['case', 'chassis', 'كيسة', 'كيس'],
    highlights: ['Tempered glass', 'High airflow mesh', 'Up to 360 mm radiator'], basePrice: 4000,
  }),
  'cpu-coolers': line({
    noun: 'CPU cooler', nounAr: 'مبرد معالج', brands: ['Noctua', 'DeepCool', 'Arctic', 'Corsair', 'NZXT', 'Cooler Master'],
    models: ['NH-D15', 'AK620', 'Liquid Freezer III 360', 'iCUE H150i Elite', 'Kraken 240', 'Hyper 212 Halo'],
    variants: ['Black', 'White', 'ARGB', ''], keywords: ['cooler', 'cooling', 'مبرد', 'تبريد'],
    highlights: ['Low noise', 'LGA1700 and AM5 mounting', 'High TDP'], basePrice: 3000,
  }),
  consoles: line({
    noun: 'console', nounAr: 'جهاز', brands: [''],
    models: ['Sony PlayStation 5 Slim', 'Sony PlayStation 5 Pro', 'Microsoft Xbox Series X', 'Microsoft Xbox Series S', 'Nintendo Switch OLED', 'Valve Steam Deck OLED', 'ASUS ROG Ally'],
    variants: ['Disc Edition', 'Digital Edition', '1TB', '512GB', 'Bundle'], keywords: ['console', 'بلايستيشن', 'اكس بوكس', 'ps5'],
    highlights: ['4K gaming', 'Fast SSD', 'Backward compatible'], basePrice: 25000,
  }),
  controllers: line({
    noun: 'controller', nounAr: 'دراع', brands: ['Sony DualSense', 'Xbox Wireless', '8BitDo', 'PowerA', 'Razer Wolverine', 'Nintendo Joy-Con'],
    models: ['Controller', 'Edge Pro Controller', 'Ultimate', 'Pro 2', 'V2'],
    variants: ['Midnight Black', 'Cosmic Red', 'White', 'Carbon Black', 'Pair'], keywords: ['controller', 'gamepad', 'دراع', 'يد تحكم'],
    highlights: ['Wireless', 'Rechargeable', 'Low latency'], basePrice: 3500,
  }),
  headsets: line({
    noun: 'headset', nounAr: 'سماعة', brands: ['HyperX Cloud', 'SteelSeries Arctis', 'Logitech G', 'Razer BlackShark', 'Corsair HS'],
    models: ['III', 'Nova 7', 'Pro X 2', 'V2 Pro', '80 RGB', 'Alpha Wireless'],
    variants: ['Wireless', 'Wired', 'Black', 'White'], keywords: ['headset', 'headphones', 'سماعة', 'هيدسيت'],
    highlights: ['Surround sound', 'Detachable mic', 'Memory foam'], basePrice: 4000,
  }),
  keyboards: line({
    noun: 'keyboard', nounAr: 'كيبورد', brands: ['Logitech G', 'Razer', 'Corsair', 'SteelSeries Apex', 'Keychron', 'Redragon'],
    models: ['G Pro X TKL', 'BlackWidow V4', 'K70 RGB Pro', 'Pro Mini', 'Q1 Pro', 'K552 Kumara', 'Huntsman Mini'],
    variants: ['Red Switches', 'Brown Switches', 'Arabic/English', 'Wireless', ''], keywords: ['keyboard', 'mechanical', 'كيبورد', 'لوحة مفاتيح'],
    highlights: ['Hot-swappable switches', 'Per-key RGB', 'Arabic layout'], basePrice: 3500,
  }),
  mice: line({
    noun: 'mouse', nounAr: 'ماوس', brands: ['Logitech G', 'Razer', 'SteelSeries', 'Zowie', 'Glorious', 'Corsair'],
    models: ['G502 X Plus', 'Pro X Superlight 2', 'DeathAdder V3', 'Viper V3 Pro', 'Rival 3', 'EC2-CW', 'Model O'],
    variants: ['Wireless', 'Wired', 'Black', 'White', ''], keywords: ['mouse', 'ماوس'],
    highlights: ['Lightweight', 'High-precision sensor', 'Long battery life'], basePrice: 2500,
  }),
  monitors: line({
    noun: 'monitor', nounAr: 'شاشة', brands: ['Samsung Odyssey', 'LG UltraGear', 'ASUS TUF', 'MSI MAG', 'Dell Alienware', 'AOC'],
    models: ['G5 27"', 'G7 32"', '27GR95QE OLED', 'VG249Q1A 24"', '274QRF QD', 'AW2725DF', '24G2SP'],
    variants: ['144Hz', '165Hz', '240Hz', 'QHD', '4K UHD'], keywords: ['monitor', 'screen', 'شاشة', 'مونيتور'],
    highlights: ['Fast refresh rate', '1 ms response', 'HDR'], basePrice: 9000,
  }),
  default: line({
    noun: 'gaming gear', nounAr: 'منتج', brands: ['Amazon Import', 'Newegg Import', 'B&H Import', 'Best Buy Import'],
    models: ['Meta Quest 3 128GB', 'Elgato Stream Deck MK.2', 'Secretlab Titan Evo', 'Razer Kiyo Pro', 'Blue Yeti Microphone', 'Govee Light Bars'],
    variants: ['US Version', 'EU Version', 'Shipped from USA', ''], keywords: ['import', 'world2egypt', 'استيراد'],
    highlights: ['Imported on request', 'Customs cleared', 'Delivered in Egypt'], basePrice: 12000,
  }),
};

export interface CardFamily {
  en: string;
  ar: string;
  platform: string;
  unit: string;
  amounts: number[];
  egpPerUnit: number;
  keywords: string[];
}

export const CARD_FAMILIES: CardFamily[] = [
  { en: 'PlayStation Store Gift Card', ar: 'بطاقة بلايستيشن ستور', platform: 'PlayStation', unit: '$', amounts: [5, 10, 20, 25, 50, 75, 100], egpPerUnit: 52, keywords: ['psn', 'playstation', 'بلايستيشن'] },
  { en: 'PlayStation Plus Essential 12 Months', ar: 'اشتراك بلايستيشن بلس إسينشال 12 شهر', platform: 'PlayStation', unit: '', amounts: [1], egpPerUnit: 3200, keywords: ['ps plus', 'psn', 'بلس'] },
  { en: 'Xbox Gift Card', ar: 'بطاقة هدايا إكس بوكس', platform: 'Xbox', unit: '$', amounts: [10, 15, 25, 50, 100], egpPerUnit: 52, keywords: ['xbox', 'microsoft', 'اكس بوكس'] },
  { en: 'Xbox Game Pass Ultimate 3 Months', ar: 'اشتراك إكس بوكس جيم باس ألتيميت 3 شهور', platform: 'Xbox', unit: '', amounts: [1], egpPerUnit: 2100, keywords: ['game pass', 'xbox', 'جيم باس'] },
  { en: 'Steam Wallet Code', ar: 'كود محفظة ستيم', platform: 'Steam', unit: '$', amounts: [5, 10, 20, 50, 100], egpPerUnit: 52, keywords: ['steam', 'valve', 'ستيم'] },
  { en: 'Nintendo eShop Card', ar: 'بطاقة نينتندو إي شوب', platform: 'Nintendo', unit: '$', amounts: [10, 20, 35, 50], egpPerUnit: 52, keywords: ['nintendo', 'switch', 'نينتندو'] },
  { en: 'Apple Gift Card', ar: 'بطاقة هدايا آبل', platform: 'Apple', unit: '$', amounts: [2, 5, 10, 15, 25, 50, 100], egpPerUnit: 52, keywords: ['itunes', 'app store', 'ايتونز'] },
  { en: 'Google Play Gift Card', ar: 'بطاقة جوجل بلاي', platform: 'Google Play', unit: '$', amounts: [5, 10, 15, 25, 50], egpPerUnit: 52, keywords: ['google', 'android', 'جوجل'] },
  { en: 'Amazon Gift Card', ar: 'بطاقة هدايا أمازون', platform: 'Amazon', unit: '$', amounts: [10, 25, 50, 100], egpPerUnit: 52, keywords: ['amazon', 'امازون'] },
  { en: 'Fortnite V-Bucks', ar: 'فورتنايت في باكس', platform: 'PlayStation', unit: '', amounts: [1000, 2800, 5000, 13500], egpPerUnit: 0.45, keywords: ['fortnite', 'vbucks', 'فورتنايت'] },
  { en: 'EA SPORTS FC 25 Points', ar: 'نقاط إي إيه سبورتس إف سي 25', platform: 'PlayStation', unit: '', amounts: [500, 1050, 2800, 5900, 12000], egpPerUnit: 0.5, keywords: ['fifa', 'fc points', 'فيفا'] },
  { en: 'Call of Duty Points', ar: 'نقاط كول أوف ديوتي', platform: 'Xbox', unit: '', amounts: [500, 1100, 2400, 5000, 13000], egpPerUnit: 0.5, keywords: ['cod', 'warzone', 'كول اوف ديوتي'] },
  { en: 'Roblox Gift Card Robux', ar: 'بطاقة روبلوكس روبوكس', platform: 'Xbox', unit: '', amounts: [400, 800, 1700, 4500, 10000], egpPerUnit: 0.6, keywords: ['roblox', 'robux', 'روبلوكس'] },
  { en: 'PUBG Mobile UC', ar: 'شدات ببجي موبايل', platform: 'Google Play', unit: '', amounts: [60, 325, 660, 1800, 3850, 8100], egpPerUnit: 0.8, keywords: ['pubg', 'uc', 'ببجي', 'شدات'] },
  { en: 'Free Fire Diamonds', ar: 'جواهر فري فاير', platform: 'Google Play', unit: '', amounts: [100, 310, 520, 1060, 2180], egpPerUnit: 0.9, keywords: ['free fire', 'garena', 'فري فاير'] },
  { en: 'Valorant Points', ar: 'نقاط فالورانت', platform: 'Steam', unit: '', amounts: [475, 1000, 2050, 3650, 5350], egpPerUnit: 0.5, keywords: ['valorant', 'riot', 'فالورانت'] },
  { en: 'Minecraft Minecoins', ar: 'عملات ماينكرافت', platform: 'Xbox', unit: '', amounts: [320, 1720, 3500], egpPerUnit: 0.6, keywords: ['minecraft', 'ماينكرافت'] },
];
