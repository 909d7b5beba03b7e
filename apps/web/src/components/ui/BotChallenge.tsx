// The bot-challenge widget (spec §2 Accounts, §5 Login/Registration): a self-hosted ALTCHA
// proof of work fetched from /api/captcha/challenge. Its payload is what forms send as
// g_recaptcha_response. The widget script is imported when the component mounts, so it only
// ever loads in the chunks of pages that show it (login, register, later tickets).
import type { CaptchaConfig } from '@store/shared';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { api } from '../../lib/api.ts';
import './BotChallenge.css';

export const CHALLENGE_URL = '/api/captcha/challenge';

/** What forms send when the server runs without a bot challenge (provider "off"). */
export const CHALLENGE_NOT_REQUIRED = '';

let captchaConfig: Promise<CaptchaConfig> | null = null;
/** GET /captcha/config once per page load; ALTCHA when the server cannot say. */
function loadCaptchaConfig(): Promise<CaptchaConfig> {
  captchaConfig ??= api.get('/captcha/config').catch(() => ({
    provider: 'altcha' as const,
    challenge_url: CHALLENGE_URL,
    site_key: null,
  }));
  return captchaConfig;
}

export interface BotChallengeHandle {
  /** forget the current solution (a payload is single-use) and show the box unticked again */
  reset(): void;
}

export interface BotChallengeProps {
  /** the verified payload, CHALLENGE_NOT_REQUIRED when the server has none, or null when unsolved */
  onChange(payload: string | null): void;
  /** shown under the widget, e.g. 'Please complete the CAPTCHA' */
  error?: string | null | undefined;
  ref?: Ref<BotChallengeHandle>;
}

interface AltchaStateDetail {
  state: string;
  payload?: string;
}

type AltchaElement = HTMLElement & { reset?: () => void };

let widgetScript: Promise<unknown> | null = null;
function loadWidget(): Promise<unknown> {
  // Arabic strings register themselves on the global $altcha registry; English is built in.
  widgetScript ??= Promise.all([import('altcha'), import('altcha/i18n/ar')]);
  return widgetScript;
}

export function BotChallenge({ onChange, error, ref }: BotChallengeProps) {
  const { i18n } = useTranslation();
  const widget = useRef<AltchaElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  useEffect(() => {
    let live = true;
    void loadCaptchaConfig().then((cfg) => {
      if (!live) return;
      setConfig(cfg);
      if (cfg.provider === 'off') latestOnChange.current(CHALLENGE_NOT_REQUIRED);
      else
        loadWidget().then(
          () => live && setLoaded(true),
          () => live && setLoaded(false),
        );
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = widget.current;
    if (!el) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      latestOnChange.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [loaded]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (config?.provider === 'off') return;
        widget.current?.reset?.();
        latestOnChange.current(null);
      },
    }),
    [config],
  );

  if (config?.provider === 'off') return null;

  return (
    <div className={`bot-challenge${error ? ' bot-challenge--invalid' : ''}`} data-loaded={loaded || undefined}>
      <altcha-widget
        ref={widget}
        challenge={config?.challenge_url ?? CHALLENGE_URL}
        language={lang}
        name="altcha"
        type="checkbox"
        aria-describedby={error ? 'bot-challenge-error' : undefined}
      />
      {error && (
        <p id="bot-challenge-error" className="bot-challenge__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
