// Motherboards (PC Components): AM5 B650 and Intel B760/Z790 boards.
import type { Bi } from '../../util.ts';
import { CAT } from '../categories.ts';
import { inCategory } from './types.ts';

const M = {
  socket: ['Socket', 'المقبس'],
  chipset: ['Chipset', 'الشريحة'],
  form: ['Form factor', 'المقاس'],
  memory: ['Memory', 'الذاكرة'],
  m2: ['M.2 slots', 'منافذ M.2'],
  network: ['Networking', 'الشبكات'],
} satisfies Record<string, Bi>;

export const motherboards = inCategory(CAT.motherboards, 'component', [
  {
    name: ['MSI MAG B650 TOMAHAWK WIFI Motherboard', 'مازربورد MSI MAG B650 TOMAHAWK WIFI'],
    brand: 'MSI B650',
    price: 13500,
    sale: 12800,
    stock: 11,
    keywords: ['msi', 'b650', 'am5', 'tomahawk', 'مازربورد', 'لوحة أم'],
    intro: [
      'is a no-nonsense AM5 board with a strong 14+2+1 power stage that runs a Ryzen 7 or Ryzen 9 at full boost all day.',
      'لوحة AM5 عملية بمراحل طاقة 14+2+1 قوية تشغّل معالجات Ryzen 7 وRyzen 9 بأقصى أداء طوال اليوم.',
    ],
    highlights: [
      ['Four DDR5 slots up to 6600+ MT/s (OC)', 'أربع فتحات DDR5 حتى 6600 ميجانقلة/ث (أوفركلوك)'],
      ['Wi-Fi 6E, Bluetooth 5.3 and 2.5G LAN', 'واي فاي 6E وبلوتوث 5.3 وشبكة 2.5 جيجابت'],
      ['Flash BIOS button for new CPUs without a processor installed', 'زر تحديث البيوس بدون تركيب معالج'],
    ],
    specs: [
      [M.socket, 'AM5'],
      [M.chipset, 'AMD B650'],
      [M.form, 'ATX'],
      [M.memory, ['4x DDR5, up to 256 GB', '4 فتحات DDR5 حتى 256 جيجابايت']],
      [M.m2, ['3 (1x PCIe 5.0)', '3 (واحد PCIe 5.0)']],
      [M.network, ['Wi-Fi 6E, 2.5G LAN', 'واي فاي 6E، شبكة 2.5 جيجابت']],
    ],
    warranty: 3,
    support: 'msi',
  },
  {
    name: ['ASUS TUF GAMING B650-PLUS WIFI Motherboard', 'مازربورد ASUS TUF GAMING B650-PLUS WIFI'],
    brand: 'ASUS TUF B650',
    price: 12000,
    stock: 14,
    keywords: ['asus', 'tuf', 'b650', 'am5', 'مازربورد'],
    intro: [
      'is built with military-grade TUF components and enhanced cooling for a reliable AM5 gaming rig.',
      'مصنوعة بمكونات TUF العسكرية وتبريد محسّن لجهاز ألعاب AM5 يعتمد عليه.',
    ],
    highlights: [
      ['PCIe 5.0 M.2 slot for the fastest SSDs', 'منفذ M.2 بمعيار PCIe 5.0 لأسرع وحدات التخزين'],
      ['Realtek 2.5 Gb Ethernet and Wi-Fi 6', 'شبكة Realtek 2.5 جيجابت وواي فاي 6'],
      ['Two-way AI noise cancelation for clear voice chat', 'إلغاء ضوضاء بالذكاء الاصطناعي لصوت واضح'],
    ],
    specs: [
      [M.socket, 'AM5'],
      [M.chipset, 'AMD B650'],
      [M.form, 'ATX'],
      [M.memory, ['4x DDR5, up to 192 GB', '4 فتحات DDR5 حتى 192 جيجابايت']],
      [M.m2, '3'],
    ],
    warranty: 3,
    support: 'asus',
  },
  {
    name: ['GIGABYTE B760M AORUS ELITE AX DDR5 Motherboard', 'مازربورد GIGABYTE B760M AORUS ELITE AX DDR5'],
    brand: 'GIGABYTE B760M',
    price: 9500,
    sale: 8900,
    stock: 16,
    deal: true,
    keywords: ['gigabyte', 'aorus', 'b760', 'lga1700', 'micro atx', 'مازربورد'],
    intro: [
      'packs a full feature set into micro-ATX, a perfect match for a Core i5 build in a compact case.',
      'تجمع كل المزايا في مقاس micro-ATX، مثالية لتجميعة Core i5 في كيس صغير.',
    ],
    highlights: [
      ['12+1+1 digital power phases', 'مراحل طاقة رقمية 12+1+1'],
      ['Wi-Fi 6E and 2.5 GbE LAN', 'واي فاي 6E وشبكة 2.5 جيجابت'],
      ['Two M.2 slots with thermal guards', 'منفذا M.2 مع مشتتات حرارية'],
    ],
    specs: [
      [M.socket, 'LGA 1700'],
      [M.chipset, 'Intel B760'],
      [M.form, 'Micro-ATX'],
      [M.memory, ['4x DDR5, up to 192 GB', '4 فتحات DDR5 حتى 192 جيجابايت']],
      [M.m2, '2'],
    ],
    warranty: 3,
    support: 'gigabyte',
  },
  {
    name: ['ASUS ROG STRIX Z790-E GAMING WIFI II Motherboard', 'مازربورد ASUS ROG STRIX Z790-E GAMING WIFI II'],
    brand: 'ROG STRIX Z790',
    price: 27500,
    stock: 3,
    keywords: ['asus', 'rog', 'strix', 'z790', 'lga1700', 'مازربورد'],
    intro: [
      'is a premium Z790 board for overclocking the Core i7 and i9, with Wi-Fi 7 and five M.2 slots.',
      'لوحة Z790 فاخرة لرفع تردد معالجات Core i7 وi9 مع واي فاي 7 وخمسة منافذ M.2.',
    ],
    highlights: [
      ['18+1+2 power stages rated for 90 A', 'مراحل طاقة 18+1+2 بقدرة 90 أمبير'],
      ['Wi-Fi 7 and 2.5 Gb Ethernet', 'واي فاي 7 وشبكة 2.5 جيجابت'],
      ['PCIe 5.0 for both graphics and storage', 'PCIe 5.0 لكارت الشاشة والتخزين'],
    ],
    specs: [
      [M.socket, 'LGA 1700'],
      [M.chipset, 'Intel Z790'],
      [M.form, 'ATX'],
      [M.memory, ['4x DDR5, up to 8000+ MT/s (OC)', '4 فتحات DDR5 حتى 8000 ميجانقلة/ث (أوفركلوك)']],
      [M.m2, '5'],
      [M.network, ['Wi-Fi 7, 2.5G LAN', 'واي فاي 7، شبكة 2.5 جيجابت']],
    ],
    warranty: 3,
    support: 'asus',
  },
  {
    name: ['MSI PRO B650M-A WIFI Motherboard', 'مازربورد MSI PRO B650M-A WIFI'],
    brand: 'MSI PRO B650M',
    price: 8900,
    stock: 20,
    keywords: ['msi', 'b650m', 'am5', 'micro atx', 'مازربورد'],
    intro: [
      'is the most affordable way onto AM5 with DDR5 and Wi-Fi included.',
      'أوفر طريقة للانتقال إلى منصة AM5 مع DDR5 وواي فاي مدمج.',
    ],
    highlights: [
      ['Solid 8+2+1 power design', 'تصميم طاقة 8+2+1 ثابت'],
      ['Wi-Fi 6E and 2.5G LAN', 'واي فاي 6E وشبكة 2.5 جيجابت'],
      ['Two M.2 Gen4 slots', 'منفذا M.2 من الجيل الرابع'],
    ],
    specs: [
      [M.socket, 'AM5'],
      [M.chipset, 'AMD B650'],
      [M.form, 'Micro-ATX'],
      [M.m2, '2'],
    ],
    warranty: 3,
    support: 'msi',
  },
]);
