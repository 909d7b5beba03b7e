import { useState } from 'react';
import type { auditListAnswer } from '@store/shared/contract/admin';
import type { z } from 'zod';
import { Grid, Pager, type Column } from '../grid.tsx';
import { dateTime, useI18n, word } from '../i18n.ts';
import { useLoad } from '../load.ts';

type Row = z.infer<typeof auditListAnswer>['items'][number];
const short = (v: unknown) => (v == null ? '' : JSON.stringify(v).slice(0, 160));

export function AuditLog() {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const { data, error } = useLoad<z.infer<typeof auditListAnswer>>(`/audit?page=${page}`);
  const columns: Column<Row>[] = [
    { id: 'at', header: t('when'), cell: (c) => dateTime(c.row.original.at, lang) },
    { id: 'who', header: t('who'), cell: (c) => c.row.original.staff_email },
    { id: 'action', header: t('action'), cell: (c) => word(t, 'auditAction_', c.row.original.action) },
    {
      id: 'what',
      header: t('what'),
      cell: (c) => (
        <>
          {word(t, 'auditEntity_', c.row.original.entity)} <bdi>{c.row.original.entity_id ?? ''}</bdi>
        </>
      ),
    },
    { id: 'before', header: t('before'), cell: (c) => <code dir="ltr">{short(c.row.original.before)}</code> },
    { id: 'after', header: t('after'), cell: (c) => <code dir="ltr">{short(c.row.original.after)}</code> },
  ];
  return (
    <>
      <h1>{t('audit')}</h1>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <Grid label={t('audit')} columns={columns} rows={data.items} />
          <Pager page={page} pages={data.last_page} total={data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
