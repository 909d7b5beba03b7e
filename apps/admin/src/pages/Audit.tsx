import type { auditListAnswer } from '@store/shared/contract/admin';
import type { z } from 'zod';
import { Grid, Pager, type Column } from '../grid.tsx';
import { dateTime, useI18n, word } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { auditEn } from '../strings/audit.ts';
import { useAddressQuery, useDraft } from '../router.tsx';
import { SearchForm } from '../ui/PageParts.tsx';

type Row = z.infer<typeof auditListAnswer>['items'][number];
const short = (v: unknown) => (v == null ? '' : JSON.stringify(v).slice(0, 160));
/** the kinds of record the log names (strings/audit.ts) */
const ENTITIES = Object.keys(auditEn)
  .filter((k) => k.startsWith('auditEntity_'))
  .map((k) => k.slice('auditEntity_'.length));

export function AuditLog() {
  const { t, lang } = useI18n();
  // one kind of record, and one record of it by its number ("what happened to order 16")
  const [{ entity, entity_id: entityId, page }, setQuery] = useAddressQuery({ entity: '', entity_id: '', page: 1 });
  const [typed, setTyped] = useDraft(entityId);
  const qs = new URLSearchParams({ page: String(page) });
  if (entity) qs.set('entity', entity);
  if (entityId) qs.set('entity_id', entityId);
  const { data, error } = useLoad<z.infer<typeof auditListAnswer>>(`/audit?${qs}`);
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
      <SearchForm
        value={typed}
        onChange={setTyped}
        onSearch={() => setQuery({ entity, entity_id: typed.trim(), page: 1 })}
        placeholder={t('auditRecordHint')}
        dir="ltr"
      >
        <label>
          {t('auditKind')}
          <select
            name="entity"
            value={entity}
            onChange={(e) => setQuery({ entity: e.target.value, entity_id: entityId, page: 1 })}
          >
            <option value="">{t('all')}</option>
            {ENTITIES.map((k) => (
              <option key={k} value={k}>
                {word(t, 'auditEntity_', k)}
              </option>
            ))}
          </select>
        </label>
      </SearchForm>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <Grid label={t('audit')} columns={columns} rows={data.items} />
          <Pager
            page={page}
            pages={data.last_page}
            total={data.total}
            onPage={(p) => setQuery({ entity, entity_id: entityId, page: p })}
          />
        </>
      )}
    </>
  );
}
