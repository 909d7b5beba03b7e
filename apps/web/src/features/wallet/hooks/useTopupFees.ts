// The server's fee call of /add-topup (spec §5): rerun 500 ms after the amount changes and at once
// when the method changes, only when both are set; an older call is aborted by a newer one, and
// its error (in the request's language) is kept for the summary.
import { useEffect, useRef, useState } from 'react';
import { parseTopupAmount, TIMINGS } from '@store/shared';
import type { TopupFeesAnswer } from '@store/shared/contract/wallet';
import { ApiError } from '../../../lib/api.ts';
import { calculateTopupFees } from '../api.ts';

export function useTopupFees(amount: string, methodId: number | null, serverError: string) {
  const [fees, setFees] = useState<TopupFeesAnswer | null>(null);
  const [feeError, setFeeError] = useState<string | null>(null);
  // the latest form values, for the timers and answers that arrive later
  const latest = useRef({ amount, methodId, serverError });
  latest.current = { amount, methodId, serverError };
  const feeCall = useRef<AbortController | null>(null);

  function recalculate() {
    const { amount: a, methodId: m } = latest.current;
    feeCall.current?.abort();
    const piastres = parseTopupAmount(a);
    if (m === null || piastres === null || piastres <= 0) {
      setFees(null);
      setFeeError(null);
      return;
    }
    const controller = new AbortController();
    feeCall.current = controller;
    calculateTopupFees(a, m, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        setFees(answer);
        setFeeError(null);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted || (err as Error).name === 'AbortError') return;
        setFees(null);
        setFeeError(err instanceof ApiError ? (err.errors[0] ?? err.message) : latest.current.serverError);
      });
  }

  // spec §5: 500 ms after the amount changes (when a method and an amount are set)…
  useEffect(() => {
    setFees(null);
    const timer = setTimeout(recalculate, TIMINGS.feeDebounce);
    return () => clearTimeout(timer);
  }, [amount]);
  // …and at once when the method changes
  useEffect(() => {
    if (methodId !== null) recalculate();
  }, [methodId]);
  useEffect(() => () => feeCall.current?.abort(), []);

  return { fees, feeError };
}
