// Category tree of the demo store. Ids 2 (hardware), 3 (digital) and 34 (Build-PC parent) are
// fixed by the spec; every other id is 100 or above. display_type: 1 child tiles, 2 countries
// (digital sub-category level), 3 product/card list.
import { slugify, type Bi } from '../util.ts';
import type { ArtKind } from './kinds.ts';

export interface CategorySeed {
  id: number;
  parentId: number | null;
  store: 'hardware' | 'digital' | 'world2egypt';
  displayType: 1 | 2 | 3;
  name: Bi;
  slug: string;
  /** what the generated logo shows */
  art: ArtKind;
}

export const HARDWARE_ID = 2;
export const DIGITAL_ID = 3;
export const PC_COMPONENTS_ID = 34;

/** Hardware leaf and digital sub-category ids referenced by the product and card data. */
export const CAT = {
  processors: 100,
  graphicsCards: 101,
  motherboards: 102,
  memory: 103,
  storage: 104,
  powerSupplies: 105,
  cases: 106,
  cpuCoolers: 107,
  consoles: 110,
  controllers: 111,
  headsets: 112,
  keyboards: 113,
  mice: 114,
  monitors: 115,
  world2egypt: 120,
  gameCards: 130,
  giftCards: 131,
  subscriptions: 132,
  playstationStore: 140,
  xbox: 141,
  steam: 142,
  nintendoEshop: 143,
  appleItunes: 150,
  googlePlay: 151,
  amazon: 152,
  playstationPlus: 160,
  xboxGamePass: 161,
} as const;

type Row = [id: number, parentId: number | null, displayType: 1 | 2 | 3, en: string, ar: string, art: ArtKind];

const hardware: Row[] = [
  [HARDWARE_ID, null, 1, 'Gaming Hardware', 'أجهزة الألعاب', 'hardware'],
  [PC_COMPONENTS_ID, HARDWARE_ID, 1, 'PC Components', 'مكونات الكمبيوتر', 'motherboard'],
  [CAT.processors, PC_COMPONENTS_ID, 3, 'Processors', 'المعالجات', 'cpu'],
  [CAT.graphicsCards, PC_COMPONENTS_ID, 3, 'Graphics Cards', 'كروت الشاشة', 'gpu'],
  [CAT.motherboards, PC_COMPONENTS_ID, 3, 'Motherboards', 'اللوحات الأم (مازربورد)', 'motherboard'],
  [CAT.memory, PC_COMPONENTS_ID, 3, 'Memory (RAM)', 'الذاكرة العشوائية (رام)', 'ram'],
  [CAT.storage, PC_COMPONENTS_ID, 3, 'Storage', 'وحدات التخزين', 'storage'],
  [CAT.powerSupplies, PC_COMPONENTS_ID, 3, 'Power Supplies', 'مزودات الطاقة (باور سبلاي)', 'psu'],
  [CAT.cases, PC_COMPONENTS_ID, 3, 'Cases', 'صناديق الكمبيوتر (كيسات)', 'case'],
  [CAT.cpuCoolers, PC_COMPONENTS_ID, 3, 'CPU Coolers', 'مبردات المعالج', 'cooler'],
  [CAT.consoles, HARDWARE_ID, 3, 'Consoles', 'أجهزة الكونسول', 'console'],
  [CAT.controllers, HARDWARE_ID, 3, 'Controllers', 'أذرع التحكم', 'controller'],
  [CAT.headsets, HARDWARE_ID, 3, 'Headsets', 'سماعات الرأس', 'headset'],
  [CAT.keyboards, HARDWARE_ID, 3, 'Keyboards', 'لوحات المفاتيح', 'keyboard'],
  [CAT.mice, HARDWARE_ID, 3, 'Mice', 'الماوس', 'mouse'],
  [CAT.monitors, HARDWARE_ID, 3, 'Monitors', 'الشاشات', 'monitor'],
];

const world2egypt: Row[] = [[CAT.world2egypt, null, 3, 'World2Egypt', 'من العالم لمصر', 'globe']];

const digital: Row[] = [
  [DIGITAL_ID, null, 1, 'Digital Store', 'المتجر الرقمي', 'digital'],
  [CAT.gameCards, DIGITAL_ID, 1, 'Game Cards', 'كروت الألعاب', 'gamepad'],
  [CAT.giftCards, DIGITAL_ID, 1, 'Gift Cards', 'بطاقات الهدايا', 'gift'],
  [CAT.subscriptions, DIGITAL_ID, 1, 'Subscriptions', 'الاشتراكات', 'subscription'],
  [CAT.playstationStore, CAT.gameCards, 2, 'PlayStation Store', 'بلايستيشن ستور', 'playstation'],
  [CAT.xbox, CAT.gameCards, 2, 'Xbox', 'إكس بوكس', 'xbox'],
  [CAT.steam, CAT.gameCards, 2, 'Steam', 'ستيم', 'steam'],
  [CAT.nintendoEshop, CAT.gameCards, 2, 'Nintendo eShop', 'نينتندو إي شوب', 'nintendo'],
  [CAT.appleItunes, CAT.giftCards, 2, 'Apple / iTunes', 'آبل / آيتونز', 'apple'],
  [CAT.googlePlay, CAT.giftCards, 2, 'Google Play', 'جوجل بلاي', 'google-play'],
  [CAT.amazon, CAT.giftCards, 2, 'Amazon', 'أمازون', 'amazon'],
  [CAT.playstationPlus, CAT.subscriptions, 2, 'PlayStation Plus', 'بلايستيشن بلس', 'playstation'],
  [CAT.xboxGamePass, CAT.subscriptions, 2, 'Xbox Game Pass', 'إكس بوكس جيم باس', 'xbox'],
];

function toSeeds(rows: Row[], store: CategorySeed['store']): CategorySeed[] {
  return rows.map(([id, parentId, displayType, en, ar, art]) => ({
    id,
    parentId,
    store,
    displayType,
    name: [en, ar],
    slug: slugify(en),
    art,
  }));
}

export const categorySeeds: CategorySeed[] = [
  ...toSeeds(hardware, 'hardware'),
  ...toSeeds(world2egypt, 'world2egypt'),
  ...toSeeds(digital, 'digital'),
];
