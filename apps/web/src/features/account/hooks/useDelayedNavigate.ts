// Navigate (or reload) after the success message has had its time on screen; the timer is
// dropped if the page unmounts first, so a shopper who clicks away is not pulled back.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export function useDelayedAction() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((action: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  }, []);
}

export function useDelayedNavigate() {
  const navigate = useNavigate();
  const later = useDelayedAction();
  return useCallback((to: string, ms: number) => later(() => void navigate(to, { replace: true }), ms), [later, navigate]);
}
