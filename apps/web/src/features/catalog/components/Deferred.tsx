// Renders below-the-fold sections (tabs, related items) only once they scroll into view, so
// their code is not part of the product and card pages' first load (DESIGN.md budget: 170 kB).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from '../../../lib/ssr.ts';

interface Props {
  children: ReactNode;
  /** space kept while waiting, so the page does not jump */
  minHeight: number;
  /** render at once (e.g. the address points at this section) */
  eager?: boolean;
}

export function Deferred({ children, minHeight, eager = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // the server renders the section (its text is in the first HTML and shows without JavaScript);
  // hydration keeps it; a page opened in the browser waits until the section scrolls into view
  const [show, setShow] = useState(() => eager || isHydrating() || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (show || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setShow(true);
        observer.disconnect();
      }
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [show]);
  if (eager && !show) setShow(true);
  return show ? <>{children}</> : <div ref={ref} style={{ minBlockSize: minHeight }} aria-hidden="true" />;
}
