// The back-office's data grid on TanStack Table (v9, core features only): the server sorts,
// filters and pages (10,000 items and more), the grid renders the page it gets.
import type { ReactNode } from 'react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useI18n } from './i18n.ts';

/** `meta: { num: true }` on a column: an amount or a count, aligned to the end in both languages. */
const features = tableFeatures({ columnMeta: {} as { num?: boolean } });

export type Column<T extends RowData> = ColumnDef<typeof features, T, unknown>;

export function Grid<T extends RowData>(props: { columns: Column<T>[]; rows: T[]; onRow?: (row: T) => void; label: string }) {
  const { t } = useI18n();
  const table = useTable({ features, columns: props.columns, data: props.rows });
  return (
    <div className="grid-wrap">
      <table className="grid" aria-label={props.label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={header.column.columnDef.meta?.num ? 'num' : undefined}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={props.onRow ? 'clickable' : undefined}
              onClick={props.onRow ? () => props.onRow!(row.original) : undefined}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cell.column.columnDef.meta?.num ? 'num' : undefined}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {props.rows.length === 0 && (
            <tr>
              <td colSpan={props.columns.length} className="muted">
                {t('empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

export function Pager(props: { page: number; pages: number; total: number; onPage: (p: number) => void }) {
  const { t } = useI18n();
  return (
    <div className="pager">
      <button type="button" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('previous')}
      </button>
      <span>{t('pageOf', { page: props.page, pages: props.pages, total: props.total })}</span>
      <button type="button" disabled={props.page >= props.pages} onClick={() => props.onPage(props.page + 1)}>
        {t('next')}
      </button>
    </div>
  );
}

/** A table written by hand (an order's lines, a ledger) in the grid's look, scrolling inside its own frame on a phone. */
export function PlainGrid({ children }: { children: ReactNode }) {
  return (
    <div className="scroll-x">
      <table className="grid">{children}</table>
    </div>
  );
}
