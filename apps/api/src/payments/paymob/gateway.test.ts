// The Paymob adapter on its own: configuration refused at start-up when PAYMENT_GATEWAY=paymob
// lacks a setting, and every way the intention call can go wrong becoming a
// GatewayUnavailableError with a reason that never carries the secret key.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { GatewayUnavailableError, type StartPayment } from '../gateway.ts';
import intentionCreated from './fixtures/intention-created.json' with { type: 'json' };
import { paymobConfigFrom, paymobGateway, type PaymobConfig } from './gateway.ts';

const SECRET_KEY = 'egy_sk_test_do_not_leak_me';
const cfg: PaymobConfig = {
  baseUrl: 'https://accept.paymob.com/',
  secretKey: SECRET_KEY,
  publicKey: 'egy_pk_test_1',
  integrations: { card: 11, wallet: 22, installment: 33 },
  publicUrl: 'https://shop.example/',
};

const payment: StartPayment = {
  paymentId: 7,
  amount: 12_345,
  method: { id: 2, kind: 'wallet' },
  lang: 'ar',
  subject: { type: 'order', orderId: 3, number: 'GS-240613-ABC123' },
  customer: { fullName: 'Mona', email: '', phone: '+201012345678', walletNumber: '01098765432' },
  items: [{ name: 'Controller', amount: 10_000, quantity: 1 }],
};

const answering =
  (res: () => Response | Promise<Response>, seen: RequestInit[] = []): typeof fetch =>
  async (_url, init) => {
    seen.push(init!);
    return res();
  };

async function refusal(fetchImpl: typeof fetch): Promise<GatewayUnavailableError> {
  const err = await paymobGateway(cfg, fetchImpl)
    .start(payment)
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(err).toBeInstanceOf(GatewayUnavailableError);
  expect((err as Error).message).not.toContain(SECRET_KEY);
  return err as GatewayUnavailableError;
}

describe('paymobGateway', () => {
  it('fills what Paymob requires but we do not know with NA, and bounds the call with a timeout', async () => {
    const seen: RequestInit[] = [];
    const started = await paymobGateway(
      cfg,
      answering(() => Response.json(intentionCreated, { status: 201 }), seen),
    ).start(payment);
    expect(started).toEqual({
      link: 'https://accept.paymob.com/unifiedcheckout/?publicKey=egy_pk_test_1&clientSecret=egy_csk_test_7a1f0c2b3d4e5f60718293a4b5c6d7e8',
      providerRef: '217503754',
    });
    expect(seen[0]!.signal).toBeInstanceOf(AbortSignal);
    const body = JSON.parse(String(seen[0]!.body));
    expect(body.billing_data).toMatchObject({
      first_name: 'Mona',
      last_name: 'NA',
      email: 'NA',
      phone_number: '01098765432',
      city: 'NA',
      street: 'NA',
      country: 'EG',
    });
    expect(body).toMatchObject({ payment_methods: [22], special_reference: '7', amount: 12_345 });
    expect(body.notification_url).toBe('https://shop.example/api/payments/callback/paymob');
  });

  it('reports a timeout, a network failure, a refusal, and an answer without the client secret', async () => {
    const timeout: typeof fetch = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    expect((await refusal(timeout)).message).toBe('Paymob intention request timed out');
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect((await refusal(down)).message).toBe('Paymob intention request failed (fetch failed)');
    // Paymob's error echoing the header it was sent: the key is taken out of the reason
    const refused = await refusal(answering(() => Response.json({ detail: `Invalid token ${SECRET_KEY}` }, { status: 401 })));
    expect(refused.message).toBe('Paymob refused the payment intention (HTTP 401): {"detail":"Invalid token [secret]"}');
    expect((await refusal(answering(() => new Response('oops', { status: 500 })))).message).toContain('HTTP 500');
    const noSecret = await refusal(answering(() => Response.json({ ...intentionCreated, client_secret: '' })));
    expect(noSecret.message).toBe('Paymob intention answer has no client_secret or intention_order_id');
    await refusal(answering(() => Response.json({ ...intentionCreated, intention_order_id: 'abc' })));
    await refusal(answering(() => new Response('not json', { status: 201 })));
  });
});

describe('Paymob configuration', () => {
  const base = { NODE_ENV: 'test', PAYMENT_GATEWAY: 'paymob' };
  const complete = {
    ...base,
    PUBLIC_URL: 'https://shop.example',
    PAYMOB_SECRET_KEY: 'sk',
    PAYMOB_PUBLIC_KEY: 'pk',
    PAYMOB_HMAC_SECRET: 'hmac',
    PAYMOB_INTEGRATION_CARD: '11',
    PAYMOB_INTEGRATION_WALLET: '22',
    PAYMOB_INTEGRATION_INSTALLMENTS: '33',
  };

  it('stops start-up naming every missing setting when PAYMENT_GATEWAY=paymob', () => {
    expect(() => loadEnv(base)).toThrow(
      [
        'Invalid configuration:',
        '  PUBLIC_URL: required when PAYMENT_GATEWAY=paymob',
        '  PAYMOB_SECRET_KEY: required when PAYMENT_GATEWAY=paymob',
        '  PAYMOB_PUBLIC_KEY: required when PAYMENT_GATEWAY=paymob',
        '  PAYMOB_HMAC_SECRET: required when PAYMENT_GATEWAY=paymob',
        '  PAYMOB_INTEGRATION_CARD: required when PAYMENT_GATEWAY=paymob',
        '  PAYMOB_INTEGRATION_WALLET: required when PAYMENT_GATEWAY=paymob',
        '  PAYMOB_INTEGRATION_INSTALLMENTS: required when PAYMENT_GATEWAY=paymob',
      ].join('\n'),
    );
    expect(() => loadEnv({ ...complete, PAYMOB_INTEGRATION_WALLET: 'wallet' })).toThrow(/PAYMOB_INTEGRATION_WALLET/);
  });

  it('needs none of it for the sandbox, and reads it all for Paymob', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).PAYMENT_GATEWAY).toBe('sandbox');
    expect(paymobConfigFrom(loadEnv(complete))).toEqual({
      baseUrl: 'https://accept.paymob.com',
      secretKey: 'sk',
      publicKey: 'pk',
      integrations: { card: 11, wallet: 22, installment: 33 },
      publicUrl: 'https://shop.example',
      expirationSeconds: 30 * 60,
    });
  });
});
