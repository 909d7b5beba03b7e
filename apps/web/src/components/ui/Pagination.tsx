// Numbered pagination with previous/next. The page numbers shown are given by the caller (each
// list has its own window rule in @store/shared: newsPageWindow, limitedPageWindow). Pages are
// links when `hrefFor` is given (so back/forward work), buttons when only `onPageChange` is.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from './StoreLink.tsx';
import './pagination.css';

export interface PaginationProps {
  current: number;
  last: number;
  /** the page numbers to draw, e.g. newsPageWindow(current, last) */
  pages: number[];
  hrefFor?: (page: number) => string;
  onPageChange?: (page: number) => void;
  className?: string;
}

export function Pagination({ current, last, pages, hrefFor, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  if (last <= 1) return null;

  const item = (page: number, content: ReactNode, opts: { label: string; disabled?: boolean; current?: boolean }) => {
    const cls = `pagination-item${opts.current ? ' is-current' : ''}`;
    if (opts.disabled)
      return (
        <span className={`${cls} is-disabled`} role="link" aria-disabled="true" aria-label={opts.label}>
          {content}
        </span>
      );
    if (hrefFor)
      return (
        <StoreLink
          className={cls}
          to={hrefFor(page)}
          aria-label={opts.label}
          aria-current={opts.current ? 'page' : undefined}
          onClick={() => onPageChange?.(page)}
        >
          {content}
        </StoreLink>
      );
    return (
      <button
        type="button"
        className={cls}
        aria-label={opts.label}
        aria-current={opts.current ? 'page' : undefined}
        onClick={() => onPageChange?.(page)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav className={`pagination ${className ?? ''}`} aria-label={t('pagination.label')}>
      <ul>
        <li>
          {item(
            current - 1,
            <span aria-hidden="true" className="flip-rtl">
              ‹
            </span>,
            { label: t('pagination.previous'), disabled: current <= 1 },
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>{item(page, page, { label: t('pagination.page', { page }), current: page === current })}</li>
        ))}
        <li>
          {item(
            current + 1,
            <span aria-hidden="true" className="flip-rtl">
              ›
            </span>,
            { label: t('pagination.next'), disabled: current >= last },
          )}
        </li>
      </ul>
    </nav>
  );
}
