// The loader overlay of spec §2: shown while calls run (TanStack Query fetches without data yet,
// mutations, imperative withLoader calls, route chunks loading), only after a short delay so
// quick calls never flash it. Queries/mutations with meta.silent (suggestions, menus) don't count.
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useImperativeLoaders } from '../../lib/feedback.tsx';
import './feedback.css';

export function LoaderOverlay({ delay = 300, navigating = false }: { delay?: number; navigating?: boolean }) {
  const { t } = useTranslation();
  const fetching = useIsFetching({ predicate: (q) => q.state.data === undefined && !q.meta?.silent });
  const mutating = useIsMutating({ predicate: (m) => !m.meta?.silent });
  const imperative = useImperativeLoaders();
  const busy = navigating || fetching + mutating + imperative > 0;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [busy, delay]);

  if (!visible) return null;
  return (
    <div className="loader-overlay" role="status" aria-live="polite" data-testid="loader-overlay">
      <span className="loader-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
