// Renders below-the-fold sections (a detail page's tabs and related items, the home's later rows)
// only once they near the screen, so their code is not part of the first load (DESIGN.md budget:
// 170 kB) and, with onServer={false}, their HTML not part of the server's render (issue 24).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from '../../lib/ssr.ts';

interface Props {
  children: ReactNode;
  /** space kept while waiting, so the page does not jump */
  minHeight: number;
  /** render at once (e.g. the address points at this section) */
  eager?: boolean;
  /**
   * Whether the server draws the section (default). False for a section no first view shows (a
   * detail page's related items): the server and the hydration leave its space, and the browser
   * draws it from the hand-over state as it nears the screen (DESIGN.md: the first HTML carries
   * what the first view needs; docs/decisions/24-below-the-fold.md).
   */
  onServer?: boolean;
}

/**
 * Drawn 600 px before it scrolls into view, so it is there when it arrives; anything above the
 * screen counts as reached too (a jump past it: the End key, a link to a later section, a restored
 * scroll position), since an observer only reports a change of side and a jump makes none.
 */
const NEAR = '100000px 0px 600px 0px';

export function Deferred({ children, minHeight, eager = false, onServer = true }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // on the server and in hydration: what the server drew (onServer); in a page opened in the
  // browser: at once when asked for (eager), otherwise when the section nears the screen
  const [show, setShow] = useState(() => (isHydrating() ? onServer : eager || typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    if (show || !ref.current) return;
    if (eager || typeof IntersectionObserver === 'undefined') {
      setShow(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShow(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [show, eager]);
  return show ? <>{children}</> : <div ref={ref} style={{ minBlockSize: minHeight }} aria-hidden="true" />;
}
