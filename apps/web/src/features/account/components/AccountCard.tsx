// The frame every account page shares: a centred card with the page heading and intro, and an
// optional side panel (sign-in benefits) beside it on wide screens, below it on phones.
import { useId, type ReactNode } from 'react';
import '../account.css';

interface AccountCardProps {
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

export function AccountCard({ title, intro, aside, wide, children }: AccountCardProps) {
  const headingId = useId();
  return (
    <div className="container page acc-page">
      <div className={`acc-layout${aside ? ' acc-layout--split' : ''}${wide ? ' acc-layout--wide' : ''}`}>
        <section className="acc-card" aria-labelledby={headingId}>
          <h1 id={headingId} className="acc-card__title">
            {title}
          </h1>
          {intro && <p className="acc-card__intro">{intro}</p>}
          {children}
        </section>
        {aside}
      </div>
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary acc-submit" disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="acc-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
