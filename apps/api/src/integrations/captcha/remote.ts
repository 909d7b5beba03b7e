// reCAPTCHA and Turnstile, when CAPTCHA_PROVIDER names them: the widget's token is checked
// with the provider's siteverify endpoint using CAPTCHA_SECRET.
import type { IntegrationContext as AppContext } from '../context.ts';

export const SITEVERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

export type RemoteProvider = keyof typeof SITEVERIFY_URLS;

const endpointOverrides = new WeakMap<AppContext, string>();

/** Tests point the verification at a local server. */
export function setSiteverifyUrl(ctx: AppContext, url: string | null): void {
  if (url) endpointOverrides.set(ctx, url);
  else endpointOverrides.delete(ctx);
}

export class CaptchaUnavailableError extends Error {}

export async function verifyRemoteToken(
  ctx: AppContext,
  provider: RemoteProvider,
  token: string,
  remoteIp?: string,
): Promise<boolean> {
  const secret = ctx.env.CAPTCHA_SECRET;
  if (!secret) throw new CaptchaUnavailableError(`CAPTCHA_SECRET is not set for ${provider}`);
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let res: Response;
  try {
    res = await fetch(endpointOverrides.get(ctx) ?? SITEVERIFY_URLS[provider], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(5000),
    });
  } catch (err) {
    throw new CaptchaUnavailableError(`${provider} siteverify unreachable: ${String(err)}`);
  }
  if (!res.ok) throw new CaptchaUnavailableError(`${provider} siteverify answered ${res.status}`);
  const body = (await res.json().catch(() => null)) as { success?: unknown } | null;
  return body?.success === true;
}
