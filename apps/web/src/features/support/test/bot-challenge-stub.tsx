// Stand-in for the ALTCHA widget in component tests (jsdom cannot run the proof of work): a
// button that "solves" the challenge with a fixed payload.
import { useImperativeHandle } from 'react';
import type { BotChallengeProps } from '../../../components/ui/BotChallenge.tsx';

function BotChallenge({ onChange, ref }: BotChallengeProps) {
  useImperativeHandle(ref, () => ({ reset: () => onChange(null) }), [onChange]);
  return (
    <button type="button" onClick={() => onChange('pow-payload')}>
      Solve challenge
    </button>
  );
}

export const botChallengeModule = { BotChallenge, CHALLENGE_URL: '/api/captcha/challenge', CHALLENGE_NOT_REQUIRED: '' };
