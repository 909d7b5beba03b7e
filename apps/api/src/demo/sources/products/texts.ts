// Shared product text: vendor support notes (some with a real drivers link), the closing
// description paragraph per product group, and the warranty row.
import type { Bi } from '../../util.ts';
import type { ProductGroup, Spec, Vendor } from './types.ts';

const VENDOR_LINKS: Record<Vendor, [name: string, url: string]> = {
  nvidia: ['NVIDIA GeForce drivers', 'https://www.nvidia.com/Download/index.aspx'],
  amd: ['AMD Adrenalin and chipset drivers', 'https://www.amd.com/en/support'],
  intel: ['Intel drivers and support assistant', 'https://www.intel.com/content/www/us/en/download-center/home.html'],
  asus: ['ASUS BIOS, drivers and Armoury Crate', 'https://www.asus.com/support/download-center/'],
  msi: ['MSI BIOS, drivers and MSI Center', 'https://www.msi.com/support/download'],
  gigabyte: ['GIGABYTE BIOS and drivers', 'https://www.gigabyte.com/Support'],
  corsair: ['CORSAIR iCUE software', 'https://www.corsair.com/us/en/s/downloads'],
  logitech: ['Logitech G HUB software', 'https://www.logitechg.com/en-us/innovation/g-hub.html'],
  razer: ['Razer Synapse software', 'https://www.razer.com/synapse-4'],
  steelseries: ['SteelSeries GG software', 'https://steelseries.com/gg'],
  hyperx: ['HyperX NGENUITY software', 'https://hyperx.com/pages/ngenuity'],
  samsung: ['Samsung Magician software and firmware', 'https://semiconductor.samsung.com/consumer-storage/support/tools/'],
  wd: ['WD Dashboard and firmware', 'https://support-en.wd.com/app/products/downloads/softwaredownloads'],
  nzxt: ['NZXT CAM software', 'https://nzxt.com/software/cam'],
};

/** Support tab text; with a vendor it contains the vendor's download link. */
export function supportText(vendor: Vendor | undefined): Bi {
  const warrantyEn =
    'For warranty service, open a ticket from the Contact Us page with your order number, or visit our Nasr City branch Sunday to Thursday, 9 am to 10 pm.';
  const warrantyAr =
    'لخدمة الضمان افتح تذكرة من صفحة اتصل بنا مع رقم الطلب، أو زر فرعنا في مدينة نصر من الأحد إلى الخميس من 9 صباحًا حتى 10 مساءً.';
  if (!vendor) return [warrantyEn, warrantyAr];
  const [name, url] = VENDOR_LINKS[vendor];
  return [
    `Download the latest ${name} from the official site: ${url}\n${warrantyEn}`,
    `حمّل أحدث التعريفات والبرامج (${name}) من الموقع الرسمي: ${url}\n${warrantyAr}`,
  ];
}

const CLOSING: Record<ProductGroup, Bi> = {
  component: [
    'Every component we sell is brand new, sealed and covered by the official local warranty. Not sure it fits your build? Pick your parts in our <strong>Build PC</strong> tool or ask our team before you order.',
    'جميع المكونات التي نبيعها جديدة ومغلقة بضمان الوكيل المحلي. لست متأكدًا من التوافق؟ اختر قطعك في أداة <strong>تجميع الكمبيوتر</strong> أو اسأل فريقنا قبل الطلب.',
  ],
  console: [
    'Official Middle East version with Arabic and English menus, sealed box and local warranty. Delivered within two working days in Cairo and Giza, or pick it up from our store.',
    'نسخة الشرق الأوسط الرسمية بقوائم عربية وإنجليزية، علبة مغلقة وضمان محلي. التوصيل خلال يومي عمل في القاهرة والجيزة أو الاستلام من الفرع.',
  ],
  peripheral: [
    'Want to try it first? Most of our keyboards, mice and headsets are on display at our Nasr City branch. Original product with the official distributor warranty.',
    'تحب تجربه الأول؟ أغلب الكيبوردات والماوسات والسماعات معروضة في فرعنا بمدينة نصر. منتج أصلي بضمان الموزع الرسمي.',
  ],
  import: [
    'Imported for you through <strong>World2Egypt</strong>: this item ships from abroad and arrives in 10 to 14 working days. The price already includes shipping and customs duties, with no extra fees on delivery.',
    'نستورده لك عبر <strong>من العالم لمصر</strong>: يُشحن هذا المنتج من الخارج ويصل خلال 10 إلى 14 يوم عمل. السعر يشمل الشحن والجمارك بدون أي رسوم إضافية عند الاستلام.',
  ],
};

/** Description HTML: intro paragraph, highlights list and a closing paragraph. */
export function descriptionHtml(name: Bi, intro: Bi, highlights: Bi[], group: ProductGroup): Bi {
  const build = (lang: 0 | 1): string =>
    `<p><strong>${name[lang]}</strong> ${intro[lang]}</p>` +
    `<ul>${highlights.map((h) => `<li>${h[lang]}</li>`).join('')}</ul>` +
    `<p>${CLOSING[group][lang]}</p>`;
  return [build(0), build(1)];
}

/** The warranty specification row. */
export function warrantySpec(years: number): Spec {
  const key: Bi = ['Warranty', 'الضمان'];
  if (years < 1) return [key, [`${Math.round(years * 12)} months`, `${Math.round(years * 12)} أشهر`]];
  if (years === 1) return [key, ['1 year', 'سنة واحدة']];
  if (years === 2) return [key, ['2 years', 'سنتان']];
  return [key, [`${years} years`, `${years} سنوات`]];
}
