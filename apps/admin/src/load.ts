// Loads one admin call for a page and reloads it on demand.
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from './api.ts';
import { useI18n } from './i18n.ts';

export function useLoad<T>(path: string | null) {
  const { lang } = useI18n();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!path) return;
    let live = true;
    setError(null);
    api<T>('GET', path).then(
      (r) => live && setData(r.data),
      (e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [path, lang, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, reload, setData };
}
