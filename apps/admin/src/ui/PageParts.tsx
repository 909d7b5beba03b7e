// The pieces every back-office list and detail page starts with: the title row (heading, what the
// page offers at the far end, Back) and a list's search form (a search box, the list's own
// filters, the Search button), and what an address that names no record shows. One markup, so
// the pages look and read alike in both languages.
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useI18n } from '../i18n.ts';
import { Link, listAddress } from '../router.tsx';

/** What an address that names no record shows (/admin/orders/abc, a coupon that is not there). */
export function NotFound() {
  const { t } = useI18n();
  return <p className="error">{t('notFound')}</p>;
}

/**
 * The page's heading with its actions at the far end (a "New …" link or button) and, with `back`, a
 * Back link to that list as it was left (its filters and page).
 */
export function TitleRow(props: { title: ReactNode; level?: 1 | 2; back?: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="title-row">
      {props.level === 2 ? <h2>{props.title}</h2> : <h1>{props.title}</h1>}
      {props.children}
      {props.back && <Link to={listAddress(props.back)}>{t('back')}</Link>}
    </div>
  );
}

/**
 * A list's search: the box (its text is sent on Search or Enter), the list's other filters as
 * `children`, then the Search button.
 */
export function SearchForm(props: {
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  placeholder?: string;
  /** codes and e-mails are typed left to right in both languages */
  dir?: 'ltr';
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form
      className="filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch();
      }}
    >
      <label>
        {t('search')}
        <input
          type="search"
          value={props.value}
          dir={props.dir}
          placeholder={props.placeholder}
          // a hint naming what the box finds is read whole (styles.css)
          className={props.placeholder && props.placeholder.length > 12 ? 'search-hinted' : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </label>
      {props.children}
      <button type="submit">{t('search')}</button>
    </form>
  );
}

/**
 * A form's outcome (saved, or why not) is shown where the form starts; a long form is saved from
 * its Save button far below, out of sight of it. The returned ref brings the outcome into view each
 * time a new one is shown, so a refusal is never silent.
 */
export function useOutcomeInView<T extends HTMLElement>(outcome: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (outcome) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  return ref;
}

/** A save's outcome as the pages hold it: the answer's message and, on a refusal, every error it named. */
export type OutcomeMessage = { ok: boolean; text: string; details?: string[] };

/**
 * A save's outcome where the form starts: "Saved.", or the refusal's message with the other errors
 * the answer named listed under it. The API's message is its first error, so the list leaves that
 * one out (it was shown twice, once as the heading and again as the list's first line).
 */
export function Outcome(props: { message: OutcomeMessage; outcomeRef?: Ref<HTMLDivElement> }) {
  const { message } = props;
  const rest = (message.details ?? []).filter((d) => d !== message.text);
  return (
    <div ref={props.outcomeRef} role={message.ok ? 'status' : 'alert'} className={message.ok ? 'notice' : 'error'}>
      {message.text}
      {rest.length > 0 && (
        <ul>
          {rest.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
