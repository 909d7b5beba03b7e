// The back-office's orders as a CSV file (issue 26's list, exported): the list's filters, every
// matching order newest first, one row each with its customer, address, methods and amounts, for the
// accountant's spreadsheet. Written by csv-stringify (RFC 4180 quoting; `escape_formulas`: a cell a
// customer typed that starts with = + - @ is prefixed with ' so a spreadsheet shows it, never runs
// it), streamed batch by batch (orders.queries.ts orderExportBatches): 100,000 orders never sit in
// memory at once. The header row is in the staff member's language; statuses are the state
// machine's own codes (stable for formulas and imports); amounts are pounds with two decimals
// (packages/shared egpDecimal); times are Cairo's, as the list's date filter reads days.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { egpDecimal } from '@store/shared/money';
import type { Lang } from '@store/shared/money';
import type { Db } from '../db/client.ts';
import { defineMessages } from '../http/messages.ts';
import { orderExportBatches, type OrderExportRow, type OrderListFilters } from './orders.queries.ts';

const header = defineMessages({
  en: {
    number: 'Order number',
    placed: 'Placed (Cairo time)',
    status: 'Status',
    payment_status: 'Payment status',
    payment_method: 'Payment method',
    shipping_method: 'Shipping method',
    customer_email: 'Customer e-mail',
    full_name: 'Name',
    phone: 'Phone',
    street_address: 'Address',
    city: 'City',
    country: 'Country',
    items: 'Items',
    sub_total: 'Subtotal (EGP)',
    shipping_fees: 'Shipping (EGP)',
    payment_fees: 'Payment fees (EGP)',
    coupon_code: 'Coupon',
    coupon_value: 'Coupon discount (EGP)',
    points_value: 'Points discount (EGP)',
    wallet_amount: 'Paid from wallet (EGP)',
    total: 'Total (EGP)',
    refunded: 'Refunded (EGP)',
  },
  ar: {
    number: 'رقم الطلب',
    placed: 'تاريخ الطلب (بتوقيت القاهرة)',
    status: 'الحالة',
    payment_status: 'حالة الدفع',
    payment_method: 'طريقة الدفع',
    shipping_method: 'طريقة الشحن',
    customer_email: 'بريد العميل',
    full_name: 'الاسم',
    phone: 'الهاتف',
    street_address: 'العنوان',
    city: 'المدينة',
    country: 'الدولة',
    items: 'عدد القطع',
    sub_total: 'المجموع الفرعي (ج.م)',
    shipping_fees: 'الشحن (ج.م)',
    payment_fees: 'رسوم الدفع (ج.م)',
    coupon_code: 'الكوبون',
    coupon_value: 'خصم الكوبون (ج.م)',
    points_value: 'خصم النقاط (ج.م)',
    wallet_amount: 'المدفوع من المحفظة (ج.م)',
    total: 'الإجمالي (ج.م)',
    refunded: 'المسترد (ج.م)',
  },
});

type Column = keyof typeof header.catalogue.en;
const COLUMNS = Object.keys(header.catalogue.en) as Column[];
const MONEY = new Set<Column>([
  'sub_total',
  'shipping_fees',
  'payment_fees',
  'coupon_value',
  'points_value',
  'wallet_amount',
  'total',
  'refunded',
]);

const cell = (row: OrderExportRow, c: Column): string | number => {
  const v = row[c];
  if (MONEY.has(c)) return egpDecimal(v as number);
  return v ?? '';
};

const csv = (records: (string | number)[][]) => stringify(records, { escape_formulas: true, record_delimiter: 'windows' });

/** The file's name: the store's orders on the Cairo day it was made. */
export function exportFileName(now = new Date()): string {
  return `orders-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(now)}.csv`;
}

/**
 * The CSV as a stream: a byte-order mark (so a spreadsheet reads the Arabic as UTF-8), the header row,
 * then each batch's rows as they are read. A batch is read only when the last one has been taken,
 * so a slow download holds one batch, not the store's orders.
 */
export function ordersCsv(db: Db, filters: OrderListFilters, lang: Lang, batch?: number): Readable {
  async function* lines() {
    yield `\ufeff${csv([COLUMNS.map((c) => header(lang, c))])}`;
    for await (const rows of orderExportBatches(db, filters, lang, batch))
      yield csv(rows.map((r) => COLUMNS.map((c) => cell(r, c))));
  }
  return Readable.from(lines(), { objectMode: false });
}
