// Stand-in for the ALTCHA widget in component tests (jsdom has no workers for the proof of
// work): a button that "solves" the challenge with a fixed payload, and the widget's error text.
import { useImperativeHandle } from 'react';
import type { BotChallengeProps } from '../../../components/ui/BotChallenge.tsx';

function BotChallenge({ onChange, error, ref }: BotChallengeProps) {
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

export const botChallengeModule = { BotChallenge, CHALLENGE_URL: '/api/captcha/challenge', CHALLENGE_NOT_REQUIRED: '' };
