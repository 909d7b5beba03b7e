// Stand-in for the ALTCHA widget in component tests (jsdom has no workers for the proof of work):
// a button that "solves" the challenge with a fixed payload, and the widget's error text. A test
// file replaces the widget with it:
//   vi.mock('…/components/ui/BotChallenge.tsx', () => import('…/test/bot-challenge-stub.tsx'));
import { useImperativeHandle } from 'react';
import type { BotChallengeProps } from '../components/ui/BotChallenge.tsx';

export function BotChallenge({ onChange, error, ref }: BotChallengeProps) {
  useImperativeHandle(ref, () => ({ reset: () => onChange(null) }), [onChange]);
  return (
    <div>
      <button type="button" onClick={() => onChange('pow-payload')}>
        Solve challenge
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

export const CHALLENGE_URL = '/api/captcha/challenge';
export const CHALLENGE_NOT_REQUIRED = '';
