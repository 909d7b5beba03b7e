// What happens once the server accepts a sign-in (password or social) or a sign-up (spec §4):
// a banned account is refused; otherwise the session is stored, the success message shown, other
// features get their "signed in" hook (guest cart upload), and after the spec's delay the
// shopper is routed by activation_str (Active → /, or back to the page that sent them to /login:
// checkout, an order, the wallet…; waiting_Active → /verify).
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showErrors, showSuccess } from '../../../lib/feedback.tsx';
import { setSession } from '../../../lib/session.ts';
import type { Envelope } from '../../../lib/api.ts';
import type { SignInResult } from '../api.ts';
import { runSignedInHooks } from '../signed-in-hooks.ts';
import { useDelayedNavigate } from './useDelayedNavigate.ts';
import { returnPath } from '../../../app/guards.tsx';

/** Returns false when the account may not proceed (banned). */
export function useSignInFlow() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  const back = returnPath(useLocation().state);

  return useCallback(
    (answer: Envelope<SignInResult>, delayMs: number, forceTarget?: string): boolean => {
      const { token, user } = answer.data;
      const activation = answer.data.activation_str ?? user?.activation_str;
      if (activation === 'deactivated') {
        showErrors([t('account.login.banned')]);
        return false;
      }
      setSession(token, user ? { ...user, activation_str: activation } : null);
      showSuccess(answer.message, delayMs);
      // The cart upload reports its own failure ('Error while uploading cart items').
      if (activation === 'Active') void runSignedInHooks().catch(() => undefined);
      navigateLater(forceTarget ?? (activation === 'Active' ? (back ?? '/') : '/verify'), delayMs);
      return true;
    },
    [navigateLater, t, back],
  );
}
