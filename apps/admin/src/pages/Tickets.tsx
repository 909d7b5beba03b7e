import { useEffect, useState } from 'react';
import type { adminTicketAnswer, adminTicketListAnswer } from '@store/shared/contract/admin';
import type { z } from 'zod';
import { api, ApiError, session } from '../api.ts';
import { Grid, Pager, type Column } from '../grid.tsx';
import { dateTime, useI18n } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link, navigate, useAddressQuery, useDraft } from '../router.tsx';
import { SearchForm, TitleRow } from '../ui/PageParts.tsx';

type Row = z.infer<typeof adminTicketListAnswer>['items'][number];
type Ticket = z.infer<typeof adminTicketAnswer>;

export function TicketsList() {
  const { t, lang } = useI18n();
  const [{ status, page, search }, setQuery] = useAddressQuery({ status: 'open', search: '', page: 1 });
  const [typed, setTyped] = useDraft(search);
  const qs = new URLSearchParams({ status, page: String(page) });
  if (search) qs.set('search', search);
  const { data, error } = useLoad<z.infer<typeof adminTicketListAnswer>>(`/tickets?${qs}`);
  const columns: Column<Row>[] = [
    { id: 'subject', header: t('subject'), cell: (c) => c.row.original.subject },
    // a Latin name and e-mail in an Arabic page: each kept whole, left to right (<bdi>)
    {
      id: 'customer',
      header: t('customer'),
      cell: (c) => (
        <>
          <bdi>{c.row.original.name}</bdi> <bdi dir="ltr">&lt;{c.row.original.email}&gt;</bdi>
        </>
      ),
    },
    { id: 'reason', header: t('reason'), cell: (c) => c.row.original.reason },
    {
      id: 'status',
      header: t('status'),
      cell: (c) => <span className={`badge ${c.row.original.status}`}>{t(c.row.original.status)}</span>,
    },
    { id: 'age', header: t('age'), cell: (c) => t('hours', { n: c.row.original.age_hours }) },
    { id: 'created', header: t('created'), cell: (c) => dateTime(c.row.original.created_at, lang) },
  ];
  return (
    <>
      <h1>{t('tickets')}</h1>
      <div className="tabs" role="tablist">
        {(['open', 'pending', 'answered', 'resolved', 'all'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            onClick={() => setQuery({ status: s, search, page: 1 })}
          >
            {t(s)}
          </button>
        ))}
      </div>
      <SearchForm
        value={typed}
        onChange={setTyped}
        onSearch={() => setQuery({ status, search: typed.trim(), page: 1 })}
        placeholder={t('ticketSearchHint')}
      />
      {error && <p className="error">{error}</p>}
      {data ? (
        <>
          <Grid label={t('tickets')} columns={columns} rows={data.items} onRow={(r) => navigate(`/tickets/${r.uuid}`)} />
          <Pager page={page} pages={data.last_page} total={data.total} onPage={(p) => setQuery({ status, search, page: p })} />
        </>
      ) : (
        <p className="muted">{t('loading')}</p>
      )}
    </>
  );
}

export function TicketDetail({ uuid }: { uuid: string }) {
  const { t, lang } = useI18n();
  const { data, error, setData } = useLoad<Ticket>(`/tickets/${uuid}`);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="muted">{t('loading')}</p>;

  const send = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const body = new FormData();
    body.set('message', String(form.get('message') ?? ''));
    for (const file of form.getAll('images')) if (file instanceof File && file.size > 0) body.append('images[]', file);
    setBusy(true);
    try {
      const r = await api<Ticket>('POST', `/tickets/${uuid}/reply`, body);
      setData(r.data);
      setMessage({ ok: true, text: r.message });
      formEl.reset();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  const close = async () => {
    setBusy(true);
    try {
      const r = await api<Ticket>('POST', `/tickets/${uuid}/close`);
      setData(r.data);
      setMessage({ ok: true, text: r.message });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TitleRow title={data.subject} back="/tickets" />
      <p>
        <span className={`badge ${data.status}`}>{t(data.status)}</span> · <bdi>{data.name}</bdi>{' '}
        <bdi dir="ltr">&lt;{data.email}&gt;</bdi> · {data.reason}
        {data.order_ref && ` · ${t('order')} ${data.order_ref}`}
        {data.user_id && (
          <>
            {' · '}
            <Link to={`/customers/${data.user_id}`}>{t('customer')}</Link>
          </>
        )}
      </p>
      <ol className="conversation">
        {data.replies.map((r) => (
          <li key={r.id} className={r.replier === 'support' ? 'ours' : 'theirs'}>
            <div className="meta">
              {r.replier === 'support' ? t('support') : <bdi>{data.name}</bdi>} · <bdi>{dateTime(r.created_at, lang)}</bdi>
            </div>
            {r.message && <p className="text">{r.message}</p>}
            {r.images.map((src) => (
              <PrivateImage key={src} src={src} />
            ))}
          </li>
        ))}
      </ol>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'notice' : 'error'}>
          {message.text}
        </p>
      )}
      {data.status !== 'resolved' && (
        <form className="card form" onSubmit={(e) => void send(e)}>
          <label>
            {t('reply')}
            <textarea name="message" rows={4} placeholder={t('replyPlaceholder')} maxLength={20000} />
          </label>
          <label>
            {t('attachImages')}
            <input type="file" name="images" accept="image/png,image/jpeg" multiple />
          </label>
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {t('send')}
            </button>
            <button type="button" disabled={busy} onClick={() => void close()}>
              {t('closeTicket')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

/**
 * A ticket's image: private files (issue 23) are read with the staff token and shown from a
 * blob: address, so no address that works without the token is ever put in the page.
 */
function PrivateImage({ src }: { src: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    const token = session.token();
    void fetch(src, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || !live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src]);
  if (!url) return <span className="thumb" aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer noopener">
      <img src={url} alt="" className="thumb" />
    </a>
  );
}
