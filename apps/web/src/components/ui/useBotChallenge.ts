// State for one <BotChallenge/> in a form: the current payload, the message under the widget
// when a submit finds it unsolved, and reset() after a refused submit (payloads are single-use).
import { useCallback, useRef, useState } from 'react';
import type { BotChallengeHandle, BotChallengeProps } from './BotChallenge.tsx';

export interface BotChallengeState {
  widgetProps: BotChallengeProps;
  /** the payload to send ('' when the server needs none), or null after showing `missingMessage` */
  take(missingMessage: string): string | null;
  /** flag the widget as missing without submitting (used when other fields are invalid too) */
  flagIfMissing(missingMessage: string): void;
  reset(): void;
}

export function useBotChallenge(): BotChallengeState {
  const ref = useRef<BotChallengeHandle>(null);
  const payloadRef = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onChange = useCallback((payload: string | null) => {
    payloadRef.current = payload;
    if (payload !== null) setError(null);
  }, []);

  const flagIfMissing = useCallback((message: string) => {
    if (payloadRef.current === null) setError(message);
  }, []);
  const take = useCallback((message: string) => {
    if (payloadRef.current === null) setError(message);
    return payloadRef.current;
  }, []);
  const reset = useCallback(() => ref.current?.reset(), []);

  return { widgetProps: { ref, onChange, error }, take, flagIfMissing, reset };
}
