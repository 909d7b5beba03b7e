// Empty and failure states of list pages (spec §8 texts come from the caller): the catalogue,
// the cart and the wishlist use them.
import type { ReactNode } from 'react';
import './empty-state.css';

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="catalog-empty" role="status">
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <path
          d="M3 7l9-4 9 4-9 4-9-4zm0 0v10l9 4m-9-14l9 4m0 10l9-4V7m-9 14V11"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      <p>{text}</p>
      {children}
    </div>
  );
}

export function ErrorState({ text }: { text: string }) {
  return (
    <div className="catalog-empty catalog-empty--error" role="alert">
      <p>{text}</p>
    </div>
  );
}
