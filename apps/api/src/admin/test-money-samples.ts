// Sample calls of the back-office's money settings for the contract test (http/contract.test.ts
// spreads them into its SAMPLES): each answers 2xx with the demo store and leaves what the other
// samples price at checkout as it was (methods saved with their own values, rules reset).
import type { InjectOptions } from 'fastify';
import { asAdmin, type Sample, type SampleEnv } from './test-samples.ts';

export function moneyContractSamples(env: SampleEnv): Record<string, Sample[]> {
  const { app } = env;
  const as = asAdmin(env);
  const data = async <T>(o: InjectOptions) => (await app().call<T>(o)).body.data;
  let n = 0;
  const coupon = () => ({ code: `CONTRACT${++n}`, kind: 'percent', value: 1_000, max_discount: 50_00, usage_limit: 10 });
  const couponId = async () => (await data<{ id: number }>(as('POST', '/api/admin/coupons', coupon()))).id;
  /** a method's own values as its form sends them back */
  const paymentBody = async (id: number) => {
    const m = (await data<Record<string, unknown>[]>(as('GET', '/api/admin/payment-methods'))).find((x) => x.id === id)!;
    const { id: _, provider: __, wallet_phone_required: ___, topup_possible: ____, ...body } = m;
    return body;
  };
  const shippingBody = async (id: number) => {
    const { id: _, ...body } = (await data<Record<string, unknown>[]>(as('GET', '/api/admin/shipping-methods'))).find(
      (x) => x.id === id,
    )!;
    return body;
  };
  const defaults = async () => (await data<{ defaults: Record<string, unknown> }>(as('GET', '/api/admin/points-rules'))).defaults;

  return {
    'GET /api/admin/coupons': [
      () => as('GET', '/api/admin/coupons'),
      () => as('GET', '/api/admin/coupons?search=welcome&active=yes&per_page=5', undefined, 'ar'),
    ],
    'POST /api/admin/coupons': [() => as('POST', '/api/admin/coupons', coupon())],
    'GET /api/admin/coupons/{id}': [async () => as('GET', `/api/admin/coupons/${await couponId()}`)],
    'PUT /api/admin/coupons/{id}': [
      async () =>
        as('PUT', `/api/admin/coupons/${await couponId()}`, { ...coupon(), kind: 'fixed', value: 20_00, max_discount: null }),
    ],
    'POST /api/admin/coupons/{id}/active': [
      async () => as('POST', `/api/admin/coupons/${await couponId()}/active`, { active: false }, 'ar'),
    ],
    'GET /api/admin/payment-methods': [() => as('GET', '/api/admin/payment-methods', undefined, 'ar')],
    'PUT /api/admin/payment-methods/{id}': [async () => as('PUT', '/api/admin/payment-methods/1', await paymentBody(1))],
    'GET /api/admin/shipping-methods': [() => as('GET', '/api/admin/shipping-methods')],
    'PUT /api/admin/shipping-methods/{id}': [async () => as('PUT', '/api/admin/shipping-methods/2', await shippingBody(2), 'ar')],
    'GET /api/admin/points-rules': [() => as('GET', '/api/admin/points-rules')],
    'PUT /api/admin/points-rules': [async () => as('PUT', '/api/admin/points-rules', await defaults())],
    'DELETE /api/admin/points-rules': [() => as('DELETE', '/api/admin/points-rules', undefined, 'ar')],
  };
}
