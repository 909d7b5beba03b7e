// The spec's pure rules, as a shopper would notice them.
import { describe, expect, it } from 'vitest';
import {
  DEALS_BREAKPOINTS,
  LATEST_BREAKPOINTS,
  addToCartProblem,
  countryNameToPath,
  effectivePrice,
  egpDecimal,
  formatDate,
  formatPrice,
  isPurchasable,
  limitedPageWindow,
  newsPageWindow,
  normalizeSearchText,
  searchableText,
  savedAmount,
  searchFromPath,
  searchToPath,
  slidesPerView,
  slugify,
  stockLabel,
  stripHtml,
  toEgp,
  toPiastres,
  truncate,
  truncateWords,
} from './index.ts';

describe('money (spec §9)', () => {
  it('converts piastres to EGP and back without float drift', () => {
    expect(toEgp(3_799_950)).toBe(37_999.5);
    expect(toPiastres(19.99)).toBe(1999);
    expect(toPiastres(0.1 + 0.2)).toBe(30);
  });
  it('shows prices as EGP in English and ج.م in Arabic', () => {
    expect(formatPrice(1250, 'en')).toBe('1,250 EGP');
    expect(formatPrice(1250, 'ar')).toBe('1,250 ج.م');
    expect(formatPrice(99.5, 'en')).toBe('99.50 EGP');
    // digits grouped in threes, as Intl.NumberFormat('en-US') would
    for (const egp of [0, 5, 999, 1000, 37_999.5, 1_234_567.89, 100_000, 12.05, -1500]) {
      const whole = Number.isInteger(egp);
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
      expect(formatPrice(egp, 'en')).toBe(`${intl.format(egp)} EGP`);
    }
  });
  it('writes piastres as a spreadsheet reads pounds: two decimals, no grouping, exact', () => {
    expect([0, 5, 100, 125_050, 3_799_950, 1_234_567_89, -305].map(egpDecimal)).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '1250.50',
      '37999.50',
      '1234567.89',
      '-3.05',
    ]);
  });
  it('computes the saving as price minus discounted price, never negative', () => {
    expect(savedAmount(1000, 850)).toBe(150);
    expect(savedAmount(1000, null)).toBe(0);
    expect(savedAmount(1000, 1200)).toBe(0);
    expect(effectivePrice(1000, 850)).toBe(850);
    expect(effectivePrice(1000, null)).toBe(1000);
  });
});

describe('stock (spec §4)', () => {
  it('labels stock by type', () => {
    expect(stockLabel({ type: 0, stock: 0 })).toBe('in_stock');
    expect(stockLabel({ type: 1, stock: 3 })).toBe('limited_stock');
    expect(stockLabel({ type: 1, stock: 0 })).toBe('out_of_stock');
    expect(stockLabel({ type: 2, stock: 10 })).toBe('out_of_stock');
  });
  it('allows buying unless not available or managed and empty', () => {
    expect(isPurchasable({ type: 0, stock: 0 })).toBe(true);
    expect(isPurchasable({ type: 1, stock: 1 })).toBe(true);
    expect(isPurchasable({ type: 1, stock: 0 })).toBe(false);
    expect(isPurchasable({ type: 2, stock: 5 })).toBe(false);
  });
  it('names the right add-to-cart problem (spec §5)', () => {
    expect(addToCartProblem({ type: 2, stock: 9 }, 1)).toBe('notAvailable');
    expect(addToCartProblem({ type: 1, stock: 2 }, 3)).toBe('quantityNotAvailable');
    expect(addToCartProblem({ type: 1, stock: 3 }, 2, 2)).toBe('cannotAddMore');
    expect(addToCartProblem({ type: 1, stock: 3 }, 1, 2)).toBeNull();
    expect(addToCartProblem({ type: 0, stock: 0 }, 50, 50)).toBeNull();
  });
});

describe('text (spec §9)', () => {
  it('cuts names at 39 characters with an ellipsis and leaves short ones alone', () => {
    const long = 'ASUS ROG Strix GeForce RTX 4070 Super OC Edition 12GB';
    expect(truncate(long, 39)).toBe('ASUS ROG Strix GeForce RTX 4070 Super O...');
    expect(truncate('PS5 Slim', 39)).toBe('PS5 Slim');
  });
  it('counts Arabic and emoji characters as characters', () => {
    expect(truncate('🎮🎮🎮🎮', 2)).toBe('🎮🎮...');
  });
  it('cuts the product breadcrumb to 4 words', () => {
    expect(truncateWords('Sony PlayStation 5 Slim Console Digital Edition', 4)).toBe('Sony PlayStation 5 Slim...');
    expect(truncateWords('Xbox Series X', 4)).toBe('Xbox Series X');
  });
  it('turns HTML into plain text for excerpts', () => {
    expect(stripHtml('<p>Hello&nbsp;<strong>world</strong></p><script>x()</script>')).toBe('Hello world');
  });
  it('makes slugs and search paths the spec describes', () => {
    expect(slugify('Keyboards & Mice')).toBe('keyboards-and-mice');
    expect(slugify('كروت بلايستيشن')).toBe('كروت-بلايستيشن');
    expect(searchToPath('  rtx  4070 super ')).toBe('rtx-4070-super');
    expect(searchFromPath('rtx-4070-super')).toBe('rtx 4070 super');
    expect(countryNameToPath('Bosnia/Herzegovina')).toBe('Bosnia,Herzegovina');
  });
  it('formats dates as dd/mm/yyyy in Cairo time', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05/03/2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatDate('not a date')).toBe('');
  });
  it('changes the date at local midnight, also when formatted dates are remembered', () => {
    // Cairo is UTC+2 in winter: midnight is 22:00 UTC; asked twice, the second from memory
    for (let i = 0; i < 2; i++) {
      expect(formatDate('2026-12-31T21:59:59Z')).toBe('31/12/2026');
      expect(formatDate('2026-12-31T22:00:00Z')).toBe('01/01/2027');
    }
    // a half-hour zone: midnight falls inside a UTC hour
    expect(formatDate('2026-03-04T18:29:59Z', 'Asia/Kolkata')).toBe('04/03/2026');
    expect(formatDate('2026-03-04T18:30:00Z', 'Asia/Kolkata')).toBe('05/03/2026');
    expect(formatDate(new Date('2026-03-04T18:30:00Z'))).toBe('04/03/2026');
  });
  it('normalises Arabic spelling and digits for search', () => {
    expect(normalizeSearchText('أَلْعَاب  إكس بوكس')).toBe('العاب اكس بوكس');
    expect(normalizeSearchText('بطاقة هدية')).toBe('بطاقه هديه');
    expect(normalizeSearchText('مستشفى ـــ ٤٠٧٠')).toBe('مستشفي 4070');
  });
  it('parts a letter and a digit that touch, so a joined spelling searches as the spaced one', () => {
    expect(normalizeSearchText('RTX4070')).toBe('rtx 4070');
    expect(normalizeSearchText('RTX4070Ti')).toBe('rtx 4070 ti');
    expect(normalizeSearchText('7800X3D')).toBe('7800 x 3 d');
    expect(normalizeSearchText('بلايستيشن٥')).toBe('بلايستيشن 5');
    expect(normalizeSearchText('٤٠٩٦جيجا')).toBe('4096 جيجا');
    expect(normalizeSearchText('RTX 4070 i7-14700K')).toBe('rtx 4070 i 7-14700 k');
  });
  it('keeps of a search what is searchable, and nothing of spaces, tatweels and marks alone', () => {
    expect(searchableText('  RTX\u0000 4070 ')).toBe('rtx 4070');
    expect(searchableText('x'.repeat(150))).toHaveLength(100);
    expect(searchableText('\ud800 ryzen')).toBe('ryzen');
    // pasted from a chat: a zero-width space inside a word, right-to-left marks around it
    expect(searchableText('ps\u200b5')).toBe('ps 5');
    expect(searchableText('\u200fبلايستيشن\u200f \ufeffxbox')).toBe('بلايستيشن xbox');
    expect(searchableText('\u200b\u200f')).toBe('');
    // the staff's side reads the same: the back-office's and the FAQ's searches, and the items'
    // search text in the database (store_normalize, migration 0052)
    expect(normalizeSearchText('X\u200bbox\u00a0One\u2060')).toBe('xbox one');
    for (const nothing of ['', '   ', 'ـــ', 'ـ ـ', '\u064b\u064e', '\u0000\u001f']) expect(searchableText(nothing)).toBe('');
  });
});

describe('pagination windows', () => {
  it('shows news pages from 2 before to 10 after the current page', () => {
    expect(newsPageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(newsPageWindow(5, 8)).toEqual([3, 4, 5, 6, 7, 8]);
  });
  it('shows at most 5 page buttons in the digital store', () => {
    expect(limitedPageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(limitedPageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(limitedPageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(limitedPageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});

describe('carousel breakpoints (spec §9)', () => {
  it('shows the right number of deals per view', () => {
    expect([390, 600, 849, 850, 1190, 1299, 1300].map((w) => slidesPerView(DEALS_BREAKPOINTS, w))).toEqual([1, 2, 2, 3, 4, 4, 5]);
  });
  it('shows the right number of latest items per view', () => {
    expect([599, 600, 1100, 1480].map((w) => slidesPerView(LATEST_BREAKPOINTS, w))).toEqual([1, 2, 3, 4]);
  });
});
