// Apple Pay on the web, behind configuration (spec §2 Device-wallet payment test page, §7
// apple-pay calls). Merchant validation: the page's ApplePaySession hands us an Apple address; we
// ask it for a merchant session with our merchant identity certificate (mutual TLS) and give the
// session back unchanged. Only Apple's own hosts are ever called, so the endpoint cannot be used to
// make this server fetch arbitrary addresses. Without APPLE_PAY_MERCHANT_ID and the certificate
// files every call answers 503 with a clear message.
import fs from 'node:fs/promises';
import https from 'node:https';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { walletMessages } from '../wallet/messages.ts';

export interface MerchantValidationRequest {
  merchantIdentifier: string;
  displayName: string;
  initiative: 'web';
  initiativeContext: string;
}

/** Posts the request to Apple's validation address with the merchant certificate; answers Apple's JSON. */
export type MerchantValidator = (url: string, body: MerchantValidationRequest) => Promise<Record<string, unknown>>;

const overrides = new WeakMap<AppContext, MerchantValidator>();

/** Tests stand in for Apple's servers. */
export function setMerchantValidator(ctx: AppContext, validator: MerchantValidator | null): void {
  if (validator) overrides.set(ctx, validator);
  else overrides.delete(ctx);
}

export function applePayConfigured(ctx: AppContext): boolean {
  const e = ctx.env;
  return Boolean(e.APPLE_PAY_MERCHANT_ID && e.APPLE_PAY_CERT_FILE && e.APPLE_PAY_KEY_FILE);
}

const refuse = (
  status: number,
  lang: Lang,
  key: Parameters<typeof walletMessages>[1],
  code?: 'unavailable' | 'invalid_input',
) => {
  const message = walletMessages(lang, key);
  return new AppError(status, message, [message], null, code);
};

export function requireApplePay(ctx: AppContext, lang: Lang): void {
  if (!applePayConfigured(ctx)) throw refuse(503, lang, 'applePayNotConfigured', 'unavailable');
}

/**
 * Apple's merchant-validation hosts (apple-pay-gateway.apple.com and its regional and sandbox
 * siblings, cn-apple-pay-gateway…): https on the default port, a host under apple.com.
 */
export function isAppleValidationUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    /^([a-z0-9-]+\.)*apple\.com$/i.test(url.hostname) &&
    /apple-pay-gateway/i.test(url.hostname)
  );
}

function httpsValidator(ctx: AppContext): MerchantValidator {
  return async (url, body) => {
    const [cert, key] = await Promise.all([fs.readFile(ctx.env.APPLE_PAY_CERT_FILE!), fs.readFile(ctx.env.APPLE_PAY_KEY_FILE!)]);
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = https.request(
        url,
        {
          method: 'POST',
          cert,
          key,
          timeout: 10_000,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > 256 * 1024) req.destroy(new Error('answer too large'));
            else chunks.push(c);
          });
          res.on('end', () => {
            if ((res.statusCode ?? 0) >= 300) return reject(new Error(`Apple answered ${res.statusCode}`));
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
            } catch (err) {
              reject(err as Error);
            }
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('Apple did not answer in time')));
      req.on('error', reject);
      req.end(payload);
    });
  };
}

/** POST apple-pay/validate-merchant: Apple's merchant session for the page's ApplePaySession. */
export async function validateMerchant(ctx: AppContext, lang: Lang, validationURL: string): Promise<Record<string, unknown>> {
  requireApplePay(ctx, lang);
  if (!isAppleValidationUrl(validationURL)) throw refuse(400, lang, 'badValidationUrl', 'invalid_input');
  const domain = ctx.env.APPLE_PAY_DOMAIN ?? (ctx.env.PUBLIC_URL ? new URL(ctx.env.PUBLIC_URL).hostname : 'localhost');
  const validator = overrides.get(ctx) ?? httpsValidator(ctx);
  let session: Record<string, unknown>;
  try {
    session = await validator(validationURL, {
      merchantIdentifier: ctx.env.APPLE_PAY_MERCHANT_ID!,
      displayName: ctx.env.APPLE_PAY_DISPLAY_NAME,
      initiative: 'web',
      initiativeContext: domain,
    });
  } catch (err) {
    console.error('Apple Pay merchant validation failed', err);
    throw refuse(502, lang, 'errorValidatingMerchant', 'unavailable');
  }
  if (!session || typeof session !== 'object' || Array.isArray(session))
    throw refuse(502, lang, 'merchantValidationFailed', 'unavailable');
  return session;
}
