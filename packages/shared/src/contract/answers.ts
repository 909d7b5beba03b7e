// Every API operation's successful answer, by method and path (under /api), as the envelope schema
// its route registers. The API's contract test checks that this table agrees with the routes
// (apps/api/src/http/contract.test.ts); the storefront's test fakes check their answers against it
// (apps/web/src/test/contract.ts). Tests only: the storefront's own code imports types, never this.
import { z } from 'zod';
import * as admin from './admin.ts';
import * as adminCatalog from './admin-catalog.ts';
import * as adminContent from './admin-content.ts';
import * as adminMoney from './admin-money.ts';
import * as adminOrders from './admin-orders.ts';
import * as adminReviews from './admin-reviews.ts';
import * as adminStaff from './admin-staff.ts';
import * as auth from './auth.ts';
import * as catalog from './catalog.ts';
import * as content from './content.ts';
import { envelopeOf } from './envelope.ts';
import * as health from './health.ts';
import { searchAnswer } from './search.ts';
import * as cart from './cart.ts';
import * as checkout from './checkout.ts';
import * as orders from './orders.ts';
import * as reviews from './reviews.ts';
import * as support from './support.ts';
import * as wallet from './wallet.ts';

const nothing = envelopeOf(z.null());

/** Paths of the CMS pages (spec §7), each answering a content page. */
export const CONTENT_PAGE_PATHS = [
  'about-us',
  'aboutCompany',
  'terms',
  'privacy-policy',
  'redeem',
  'rewards-program',
  'student-discount',
  'affiliate',
  'careers',
] as const;

const contentPage = envelopeOf(content.contentPage);
const contentPages = Object.fromEntries(CONTENT_PAGE_PATHS.map((p) => [`GET /${p}`, contentPage])) as {
  [P in (typeof CONTENT_PAGE_PATHS)[number] as `GET /${P}`]: typeof contentPage;
};

/** Every operation's answer schema, keyed `METHOD /path` with `{param}` placeholders (typed: see `Answers`). */
const answers = {
  'GET /health': envelopeOf(health.health),
  'GET /ready': envelopeOf(health.readiness),

  'GET /settings': envelopeOf(content.siteSettings),
  'GET /sliders': envelopeOf(z.array(content.sliderItem)),
  'GET /advertisements': envelopeOf(z.array(content.advertisement)),
  'GET /posts': envelopeOf(content.postsPage),
  'GET /posts/{id}': envelopeOf(content.post),
  ...contentPages,
  'GET /web/faqs': envelopeOf(z.array(content.faq)),
  'GET /reasons': envelopeOf(z.array(content.ticketReason)),

  'GET /categories/children': envelopeOf(z.array(catalog.category)),
  'GET /categories/children/children': envelopeOf(z.array(catalog.categoryWithChildren)),
  'GET /countries': envelopeOf(z.array(catalog.country)),
  'GET /products/category': envelopeOf(catalog.productPage),
  'GET /cards/category': envelopeOf(catalog.cardPage),
  'GET /products/getProductDetails': envelopeOf(catalog.productDetailsAnswer),
  'GET /cards/getCardDetails': envelopeOf(catalog.cardDetailsAnswer),
  'GET /cards/family': envelopeOf(catalog.cardFamilyAnswer),
  'GET /products/latest': envelopeOf(catalog.itemsAnswer),
  'GET /products/deals': envelopeOf(catalog.itemsAnswer),
  'GET /products/deals/first-view': envelopeOf(catalog.dealsFirstViewAnswer),
  'GET /products/home': envelopeOf(catalog.cardPage),
  'GET /products/search': envelopeOf(searchAnswer),
  'POST /products/{id}/liked': envelopeOf(catalog.likeAnswer),
  'POST /cards/{id}/liked': envelopeOf(catalog.likeAnswer),
  'GET /users/liked': envelopeOf(catalog.likedAnswer),
  'POST /products/{id}/reviews': envelopeOf(reviews.reviewAnswer),
  'POST /cards/{id}/reviews': envelopeOf(reviews.reviewAnswer),

  'GET /captcha/config': envelopeOf(auth.captchaConfig),
  'GET /captcha/challenge': auth.altchaChallengeEnvelope,
  'GET /social-login/config': envelopeOf(auth.socialConfig),
  'POST /check-user-existence': auth.userExistenceEnvelope,
  'POST /register': envelopeOf(auth.loginResult),
  'POST /login': envelopeOf(auth.loginResult),
  'POST /social-login': envelopeOf(auth.loginResult),
  'POST /requestPasswordReset': nothing,
  'POST /resetPassword': nothing,
  'POST /activeAccount': envelopeOf(auth.activationAnswer),
  'POST /resendCode': nothing,
  'POST /updatePassword': nothing,
  'POST /updateProfile': envelopeOf(auth.userRecord),
  'GET /users/getProfile': envelopeOf(auth.userRecord),
  'POST /users/web/logout': nothing,

  'GET /users/cart': envelopeOf(cart.cartAnswer),
  'POST /products/{id}/add-cart': envelopeOf(cart.cartChangeAnswer),
  'POST /cards/{id}/add-cart': envelopeOf(cart.cartChangeAnswer),
  'DELETE /products/{id}/delete-cart': envelopeOf(cart.cartChangeAnswer),
  'DELETE /cards/{id}/delete-cart': envelopeOf(cart.cartChangeAnswer),
  'POST /cart/add-multiple-items': envelopeOf(cart.addMultipleAnswer),

  'GET /payments': envelopeOf(z.array(checkout.paymentMethod)),
  'GET /shipping-methods': envelopeOf(z.array(checkout.shippingMethod)),
  'GET /users/wallets': envelopeOf(checkout.walletAnswer),
  'GET /users/address': envelopeOf(checkout.savedAddress.nullable()),
  'GET /users/cart/price': envelopeOf(checkout.cartPriceAnswer),
  'POST /users/cart/coupons/check': envelopeOf(checkout.couponCheckAnswer),
  'POST /users/orders': envelopeOf(orders.placeOrderAnswer),
  'GET /users/orders/pagination': envelopeOf(orders.ordersPage),
  'GET /users/orders/{id}': envelopeOf(orders.orderDetail),
  'POST /users/orders/{id}/pay': envelopeOf(orders.placeOrderAnswer),
  'POST /users/orders/{id}/cancel': envelopeOf(orders.cancelOrderAnswer),
  'POST /payments/callback/sandbox': envelopeOf(orders.gatewayCallbackAnswer),

  'GET /users/wallets/transactions': envelopeOf(wallet.walletTransactionsAnswer),
  'GET /payments/wallet': envelopeOf(z.array(checkout.paymentMethod)),
  'POST /users/wallets/calculate-topup-fees': envelopeOf(wallet.topupFeesAnswer),
  'POST /users/wallets/topup': envelopeOf(wallet.topupAnswer),
  'GET /users/points-summary': envelopeOf(wallet.pointsSummary),
  'POST /apple-pay/validate-merchant': envelopeOf(wallet.merchantSession),
  'POST /apple-pay/token': envelopeOf(wallet.applePayTokenAnswer),

  'POST /tickets': envelopeOf(support.ticketCreatedSchema),
  'GET /tickets': envelopeOf(support.ticketListSchema),
  'GET /tickets/{uuid}': envelopeOf(support.ticketSchema),
  'POST /tickets/{uuid}/reply': envelopeOf(support.ticketSchema),
  'POST /tickets/{uuid}/close': envelopeOf(support.ticketSchema),

  // the staff back-office (issue 26)
  'POST /admin/auth/login': envelopeOf(admin.staffLoginAnswer),
  'POST /admin/auth/logout': nothing,
  'GET /admin/me': envelopeOf(admin.staffSchema),
  'GET /admin/dashboard': envelopeOf(admin.dashboardAnswer),
  'GET /admin/cards': envelopeOf(admin.cardListAnswer),
  'GET /admin/cards/options': envelopeOf(admin.cardOptionsAnswer),
  'GET /admin/cards/{id}': envelopeOf(admin.cardDetail),
  'POST /admin/cards': envelopeOf(admin.cardDetail),
  'PUT /admin/cards/{id}': envelopeOf(admin.cardDetail),
  'POST /admin/cards/{id}/publish': envelopeOf(admin.cardDetail),
  'POST /admin/cards/{id}/codes/import': envelopeOf(admin.importAnswer),
  'GET /admin/cards/{id}/codes': envelopeOf(admin.codeListAnswer),
  'POST /admin/codes/{id}/reveal': envelopeOf(admin.revealAnswer),
  'GET /admin/tickets': envelopeOf(admin.adminTicketListAnswer),
  'GET /admin/tickets/{uuid}': envelopeOf(admin.adminTicketAnswer),
  'POST /admin/tickets/{uuid}/reply': envelopeOf(admin.adminTicketAnswer),
  'POST /admin/tickets/{uuid}/close': envelopeOf(admin.adminTicketAnswer),
  'GET /admin/customers': envelopeOf(admin.customerListAnswer),
  'GET /admin/customers/{id}': envelopeOf(admin.customerDetail),
  'POST /admin/customers/{id}/ban': envelopeOf(admin.customerDetail),
  'GET /admin/orders': envelopeOf(admin.adminOrderListAnswer),
  'GET /admin/orders/{id}': envelopeOf(adminOrders.adminOrderFull),
  'GET /admin/orders/options': envelopeOf(adminOrders.adminOrderOptions),
  'POST /admin/orders/{id}/fulfil': envelopeOf(adminOrders.adminOrderActionAnswer),
  'POST /admin/orders/{id}/ship': envelopeOf(adminOrders.adminOrderActionAnswer),
  'POST /admin/orders/{id}/advance': envelopeOf(adminOrders.adminOrderActionAnswer),
  'POST /admin/orders/{id}/hand-over': envelopeOf(adminOrders.adminOrderActionAnswer),
  'POST /admin/orders/{id}/cancel': envelopeOf(adminOrders.adminOrderActionAnswer),
  'POST /admin/orders/{id}/refund': envelopeOf(adminOrders.adminOrderActionAnswer),
  'POST /admin/orders/{id}/returns': envelopeOf(adminOrders.adminOrderActionAnswer),
  'POST /admin/customers/{id}/wallet-adjustments': envelopeOf(admin.customerDetail),
  'POST /admin/customers/{id}/points-adjustments': envelopeOf(admin.customerDetail),
  'GET /admin/products': envelopeOf(adminCatalog.productListAnswer),
  'POST /admin/products': envelopeOf(adminCatalog.productDetail),
  'GET /admin/products/options': envelopeOf(adminCatalog.productOptionsAnswer),
  'GET /admin/products/{id}': envelopeOf(adminCatalog.productDetail),
  'PUT /admin/products/{id}': envelopeOf(adminCatalog.productDetail),
  'POST /admin/products/{id}/publish': envelopeOf(adminCatalog.productDetail),
  'GET /admin/categories': envelopeOf(adminCatalog.categoryListAnswer),
  'POST /admin/categories': envelopeOf(adminCatalog.categoryRow),
  'PUT /admin/categories/{id}': envelopeOf(adminCatalog.categoryRow),
  'POST /admin/images': envelopeOf(adminCatalog.imageUploadAnswer),
  'GET /admin/sliders': envelopeOf(z.array(adminContent.sliderAdmin)),
  'POST /admin/sliders': envelopeOf(adminContent.sliderAdmin),
  'PUT /admin/sliders/{id}': envelopeOf(adminContent.sliderAdmin),
  'DELETE /admin/sliders/{id}': envelopeOf(adminContent.idAnswer),
  'GET /admin/advertisements': envelopeOf(z.array(adminContent.adAdmin)),
  'POST /admin/advertisements': envelopeOf(adminContent.adAdmin),
  'PUT /admin/advertisements/{id}': envelopeOf(adminContent.adAdmin),
  'DELETE /admin/advertisements/{id}': envelopeOf(adminContent.idAnswer),
  'GET /admin/posts': envelopeOf(adminContent.postListAnswer),
  'POST /admin/posts': envelopeOf(adminContent.postAdmin),
  'GET /admin/posts/{id}': envelopeOf(adminContent.postAdmin),
  'PUT /admin/posts/{id}': envelopeOf(adminContent.postAdmin),
  'DELETE /admin/posts/{id}': envelopeOf(adminContent.idAnswer),
  'GET /admin/faqs': envelopeOf(z.array(adminContent.faqAdmin)),
  'POST /admin/faqs': envelopeOf(adminContent.faqAdmin),
  'PUT /admin/faqs/{id}': envelopeOf(adminContent.faqAdmin),
  'DELETE /admin/faqs/{id}': envelopeOf(adminContent.idAnswer),
  'GET /admin/pages': envelopeOf(z.array(adminContent.pageAdmin)),
  'GET /admin/pages/{key}': envelopeOf(adminContent.pageAdmin),
  'PUT /admin/pages/{key}': envelopeOf(adminContent.pageAdmin),
  'GET /admin/settings': envelopeOf(adminContent.settingsAdmin),
  'PUT /admin/settings': envelopeOf(adminContent.settingsAdmin),
  'GET /admin/audit': envelopeOf(admin.auditListAnswer),
  'GET /admin/reviews': envelopeOf(adminReviews.reviewListAnswer),
  'POST /admin/reviews/{id}/visibility': envelopeOf(adminReviews.adminReviewRow),
  'GET /admin/staff': envelopeOf(adminStaff.staffListAnswer),
  'POST /admin/staff/{id}/sessions/end': envelopeOf(adminStaff.staffActionAnswer),
  'POST /admin/staff/{id}/remove': envelopeOf(adminStaff.staffActionAnswer),
  'POST /admin/staff/invitations': envelopeOf(adminStaff.staffInviteAnswer),
  'POST /admin/staff/invitations/{id}/withdraw': envelopeOf(adminStaff.staffActionAnswer),
  'POST /admin/invitations/read': envelopeOf(adminStaff.invitationReadAnswer),
  'POST /admin/invitations/accept': envelopeOf(adminStaff.invitationAcceptAnswer),
  'GET /admin/coupons': envelopeOf(adminMoney.couponListAnswer),
  'POST /admin/coupons': envelopeOf(adminMoney.couponAdmin),
  'GET /admin/coupons/{id}': envelopeOf(adminMoney.couponAdmin),
  'PUT /admin/coupons/{id}': envelopeOf(adminMoney.couponAdmin),
  'POST /admin/coupons/{id}/active': envelopeOf(adminMoney.couponAdmin),
  'GET /admin/payment-methods': envelopeOf(z.array(adminMoney.paymentMethodAdmin)),
  'PUT /admin/payment-methods/{id}': envelopeOf(adminMoney.paymentMethodAdmin),
  'GET /admin/shipping-methods': envelopeOf(z.array(adminMoney.shippingMethodAdmin)),
  'PUT /admin/shipping-methods/{id}': envelopeOf(adminMoney.shippingMethodAdmin),
  'GET /admin/points-rules': envelopeOf(adminMoney.pointsRulesAdmin),
  'PUT /admin/points-rules': envelopeOf(adminMoney.pointsRulesAdmin),
  'DELETE /admin/points-rules': envelopeOf(adminMoney.pointsRulesAdmin),
};

/** The operations' answer schemas by key, as a type: the storefront's typed client reads it (lib/api.ts). */
export type Answers = typeof answers;
export const ANSWERS: Record<string, z.ZodType> = answers;

const templates = Object.keys(ANSWERS).map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return { key, method, re: new RegExp(`^${pattern}$`) };
});

/** The answer schema of a call (`path` with or without /api, query ignored), or undefined. */
export function answerSchemaFor(method: string, path: string): z.ZodType | undefined {
  const clean = `/${path
    .split('?')[0]!
    .replace(/^\/+/, '')
    .replace(/^api\//, '')}`.replace(/\/+$/, '');
  const found = templates.find((t) => t.method === method.toUpperCase() && t.re.test(clean));
  return found ? ANSWERS[found.key] : undefined;
}

/** Keys of `raw` the schema's output does not keep (fields the schema does not know), with paths. */
function unknownKeys(raw: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) return raw.flatMap((v, i) => unknownKeys(v, parsed[i], `${path}[${i}]`));
  if (raw && parsed && typeof raw === 'object' && typeof parsed === 'object') {
    return Object.entries(raw).flatMap(([k, v]) =>
      k in parsed ? unknownKeys(v, (parsed as Record<string, unknown>)[k], `${path}.${k}`) : [`${path}.${k}`],
    );
  }
  return [];
}

/**
 * What is wrong with `value` as an answer of `schema`, strictly: a field missing or of the wrong
 * type, or a field the schema does not know. Empty when it matches exactly.
 */
export function contractProblems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (!result.success) return result.error.issues.map((i) => `$${i.path.map((p) => `.${String(p)}`).join('')}: ${i.message}`);
  return unknownKeys(value, result.data, '$').map((path) => `${path}: not in the schema`);
}
