// Bot challenge for register, login and tickets (spec §5, §8): ALTCHA by default (self-hosted
// proof of work), reCAPTCHA or Turnstile by configuration, off only for tests and benches.
// Features call verifyChallenge() with the request's `g_recaptcha_response` (or `altcha`) value.
import type { CaptchaConfig } from '@store/shared';
import type { BotChallenge, IntegrationContext as AppContext, VerifyOptions } from '../context.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { checkAltchaPayload } from './altcha.ts';
import { captchaMessages } from './messages.ts';
import { markChallengeUsed } from './replay.ts';
import { CaptchaUnavailableError, verifyRemoteToken } from './remote.ts';

export { issueAltchaChallenge } from './altcha.ts';
export { captchaMessages } from './messages.ts';
export { closeReplayStore, purgeUsedChallenges, signatureUseRecorder } from './replay.ts';

/** What GET /captcha/config answers (packages/shared/src/contract/auth.ts). */
export type { CaptchaConfig } from '@store/shared';
export type { BotChallenge, VerifyOptions } from '../context.ts';

export function botChallengeFor(env: AppContext['env']): BotChallenge {
  return {
    provider: env.CAPTCHA_PROVIDER,
    config: () => configFor(env),
    verify: (ctx, answer, lang, opts) => verifyWith(ctx, env.CAPTCHA_PROVIDER, answer, lang, opts),
  };
}

export function captchaConfig(ctx: AppContext): CaptchaConfig {
  return ctx.captcha.config();
}

function configFor(env: AppContext['env']): CaptchaConfig {
  const provider = env.CAPTCHA_PROVIDER;
  return {
    provider,
    challenge_url: provider === 'altcha' ? '/api/captcha/challenge' : null,
    // the public site key of reCAPTCHA/Turnstile (CAPTCHA_SITE_KEY, once config/env.ts declares it)
    site_key:
      provider === 'recaptcha' || provider === 'turnstile'
        ? ((env as { CAPTCHA_SITE_KEY?: string }).CAPTCHA_SITE_KEY ?? null)
        : null,
  };
}

/** The challenge answer of a body: the spec's `g_recaptcha_response`, or the widget's own `altcha`. */
export function challengeAnswerOf(
  body: { g_recaptcha_response?: string | null; altcha?: string | null } | undefined | null,
): string | undefined {
  const value = body?.g_recaptcha_response?.trim() || body?.altcha?.trim();
  return value || undefined;
}

/**
 * Refuses the request unless the answer is valid and unused: 400 'Please complete the CAPTCHA'
 * when missing, 403 'Captcha Failed' when forged, expired, replayed or for another site, 403
 * (asking to complete the check again) when an ALTCHA answer is below opts.minLevel,
 * 503 when a remote provider cannot be reached. A no-op when CAPTCHA_PROVIDER=off.
 */
export async function verifyChallenge(
  ctx: AppContext,
  answer: string | null | undefined,
  lang: Lang,
  opts: VerifyOptions = {},
): Promise<void> {
  return ctx.captcha.verify(ctx, answer, lang, opts);
}

async function verifyWith(
  ctx: AppContext,
  provider: CaptchaConfig['provider'],
  answer: string | null | undefined,
  lang: Lang,
  opts: VerifyOptions,
): Promise<void> {
  if (provider === 'off') return;
  const value = answer?.trim();
  if (!value) throw new AppError(400, captchaMessages(lang, 'required'), undefined, null, 'captcha_required');
  if (provider === 'altcha') {
    const check = await checkAltchaPayload(ctx, value);
    // solved, but easier than this address now needs: the widget fetches a harder one
    if (check.ok && check.level < (opts.minLevel ?? 0)) throw new AppError(403, captchaMessages(lang, 'harder'));
    if (!check.ok || !(await markChallengeUsed(ctx, check.signature, check.expiresAt))) {
      throw new AppError(403, captchaMessages(lang, 'failed'), undefined, null, 'captcha_failed');
    }
    return;
  }
  try {
    if (!(await verifyRemoteToken(ctx, provider, value, opts.remoteIp)))
      throw new AppError(403, captchaMessages(lang, 'failed'), undefined, null, 'captcha_failed');
  } catch (err) {
    if (err instanceof CaptchaUnavailableError) throw new AppError(503, captchaMessages(lang, 'unavailable'));
    throw err;
  }
}
