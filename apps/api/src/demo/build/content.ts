// Content and configuration rows: site settings, slides, ads, news/blog posts with tags, FAQ,
// CMS pages, payment and shipping methods, coupons and ticket reasons, plus their images.
import { adArt, postArt, slideArt } from '../art/banners.ts';
import { couponSeeds, paymentMethodSeeds, shippingMethodSeeds, ticketReasonSeeds } from '../sources/commerce.ts';
import { faqSeeds } from '../sources/faqs.ts';
import type { DeviceKind } from '../sources/kinds.ts';
import { pageSeeds } from '../sources/pages/index.ts';
import { TAGS, postSeeds, type TagKey, type TypedPost } from '../sources/posts/index.ts';
import { adSeeds, siteSettingsSeed, slideSeeds } from '../sources/site.ts';
import { daysAgo, escapeXml, htmlList, slugify } from '../util.ts';
import type { ImageFile, SeedPlan } from './types.ts';
import { assertUnique } from './types.ts';

type ContentPart = Omit<
  SeedPlan,
  'categories' | 'countries' | 'platforms' | 'products' | 'productImages' | 'productSpecs' | 'cards' | 'cardImages' | 'cardCodes'
>;

/** The device drawn on a post image, from its first tag. */
const TAG_ART: Record<TagKey, DeviceKind> = {
  playstation: 'console',
  xbox: 'controller',
  nintendo: 'handheld',
  pc: 'case',
  hardware: 'motherboard',
  gpu: 'gpu',
  deals: 'headset',
  guides: 'keyboard',
  esports: 'mouse',
  store: 'monitor',
  cards: 'storage',
  steam: 'handheld',
  mobile: 'controller',
  security: 'keyboard',
};

function postHtml(p: TypedPost, lang: 0 | 1): string {
  const paragraphs = p.paragraphs.map((para) => `<p>${escapeXml(para[lang])}</p>`);
  const list = p.list ? [htmlList(p.list.map((item) => escapeXml(item[lang])))] : [];
  const [lead, ...rest] = paragraphs;
  return [lead, ...list, ...rest, `<p>${escapeXml(p.closing[lang])}</p>`].join('');
}

function buildPosts(now: Date): Pick<SeedPlan, 'posts' | 'postTags'> & { images: ImageFile[] } {
  const slugs = postSeeds.map((p) => slugify(p.title[0]));
  assertUnique(slugs, 'post slug');
  const images: ImageFile[] = [];
  const posts = postSeeds.map((p, i) => {
    const img = `posts/${i + 1}.svg`;
    images.push({ key: img, svg: postArt(TAG_ART[p.tags[0] ?? 'store'], p.type, i) });
    return {
      type: p.type,
      titleEn: p.title[0],
      titleAr: p.title[1],
      descEn: postHtml(p, 0),
      descAr: postHtml(p, 1),
      img,
      slug: slugs[i]!,
      createdAt: daysAgo(now, p.daysAgo),
    };
  });
  const postTags = postSeeds.flatMap((p, i) =>
    p.tags.map((t) => ({ parent: slugs[i]!, row: { nameEn: TAGS[t][0], nameAr: TAGS[t][1] } })),
  );
  return { posts, postTags, images };
}

function buildBanners(): Pick<SeedPlan, 'sliders' | 'advertisements'> & { images: ImageFile[] } {
  const images: ImageFile[] = [];
  const sliders = slideSeeds.map((s, i) => {
    const img = `sliders/${i + 1}.svg`;
    images.push({ key: img, svg: slideArt(s.theme) });
    return { titleEn: s.title[0], titleAr: s.title[1], descEn: s.desc[0], descAr: s.desc[1], img, link: s.link, sortOrder: i };
  });
  const advertisements = adSeeds.map((a, i) => {
    const img = `ads/${i + 1}-en.svg`;
    const imgAr = `ads/${i + 1}-ar.svg`;
    images.push({ key: img, svg: adArt(a, a.art, 'en') }, { key: imgAr, svg: adArt(a, a.art, 'ar') });
    return { type: a.type, img, imgAr, link: a.link, altEn: a.headline[0], altAr: a.headline[1], sortOrder: i };
  });
  return { sliders, advertisements, images };
}

export function buildContent(now: Date): ContentPart {
  const posts = buildPosts(now);
  const banners = buildBanners();
  return {
    posts: posts.posts,
    postTags: posts.postTags,
    faqs: faqSeeds.map((f, i) => ({
      questionEn: f.question[0],
      questionAr: f.question[1],
      answerEn: f.answer[0],
      answerAr: f.answer[1],
      sortOrder: i,
    })),
    pages: pageSeeds.map((p) => ({
      key: p.key,
      titleEn: p.title[0],
      titleAr: p.title[1],
      contentEn: p.content[0],
      contentAr: p.content[1],
    })),
    siteSettings: [siteSettingsSeed],
    sliders: banners.sliders,
    advertisements: banners.advertisements,
    paymentMethods: paymentMethodSeeds,
    shippingMethods: shippingMethodSeeds,
    coupons: couponSeeds(now),
    ticketReasons: ticketReasonSeeds,
    images: [...posts.images, ...banners.images],
  };
}
