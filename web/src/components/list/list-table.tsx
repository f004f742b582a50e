import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { numberText } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { LoadMore, type LoadMoreStatus } from './load-more';

/**
 * One column: its header, what each row shows in it, and where that goes on a phone card. Its
 * texts come translated (columns are made while the page renders).
 */
export interface Column<Row> {
  header: string;
  /** Classes of the header cell (the head is hidden on phones). */
  headerClassName?: string;
  /**
   * Classes of the row's cell: its look on wide screens and, with `max-sm:` classes, its place
   * in the phone card's grid (number · main · side columns).
   */
  className?: string;
  /** Words before the value that only a phone card shows ('Ordered'); screen readers hear them always. */
  phoneLabel?: string;
  /** Words before the value for screen readers only ('Status:'). */
  hiddenLabel?: string;
  cell: (row: Row, index: number) => ReactNode;
}

/** The row's place in the list, counted from 1. */
export function numberColumn<Row>(className = ''): Column<Row> {
  return {
    header: i18n._(msg({ context: 'the row number', message: 'No' })),
    headerClassName: 'w-12',
    className: `text-base-content/75 ${className}`,
    cell: (_row, index) => index + 1,
  };
}

/** The row's actions (buttons, links), right-aligned on wide screens. */
export function actionColumn<Row>(className: string, cell: Column<Row>['cell']): Column<Row> {
  return { header: i18n._(msg`Action`), headerClassName: 'text-right', className, cell };
}

interface ListLink {
  to: string;
  label: string;
}

/** What a list says when it has nothing: a heading, a line, and where to go from there. */
export interface EmptyList {
  title: string;
  text: string;
  link: ListLink;
}

/** A row is a document: the web layer names every id `_id`. */
interface Props<Row extends { _id: string }> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  /** `data-*` attributes that find a row (scripts and tests). */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /**
   * The count line: '3 orders', '12+ dishes listed', its number in the page's digits. `note`
   * follows the noun; the words come translated.
   */
  count: { one: string; many: string; note?: string };
  /** The link beside the count line. */
  action?: ListLink;
  /** Said above the table when a row action failed. */
  alert?: string | null;
  /** Shown instead of everything when there is no row and no more to load. */
  empty: EmptyList;
  /** The next page; `noun` names the rows in a failed page's message (`count.many` if absent). */
  more: { hasMore: boolean; status: LoadMoreStatus; onLoadMore: () => void; noun?: string };
}

// Each cell drops the table's padding and rules on a phone, where the row is a card.
const cellBase = 'max-sm:border-0 max-sm:p-0';

/**
 * A list page's body: the count line, a real table on wide screens whose rows become cards on a
 * phone (the same rows, restyled, so every action is in reach without sideways scrolling), the
 * empty state, and Load more. The explicit roles keep the table's semantics when a phone's
 * styles change the elements' display. Row actions are the page's own, in a column.
 */
export function ListTable<Row extends { _id: string }>({
  rows,
  columns,
  rowData,
  count,
  action,
  alert,
  empty,
  more,
}: Props<Row>) {
  if (!rows.length && !more.hasMore) {
    return (
      <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
        <h2 className="font-display text-2xl font-bold">{empty.title}</h2>
        <p className="mt-2 text-base-content/75">{empty.text}</p>
        <Link to={empty.link.to} className="btn btn-primary mt-6">
          {empty.link.label}
        </Link>
      </div>
    );
  }

  const noun = rows.length === 1 ? count.one : count.many;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-base-content/75">
          {`${numberText(rows.length)}${more.hasMore ? '+' : ''} ${noun}${count.note ? ` ${count.note}` : ''}`}
        </p>
        {action && (
          <Link to={action.to} className="btn btn-primary btn-sm">
            {action.label}
          </Link>
        )}
      </div>
      {alert && (
        <p role="alert" className="alert alert-error alert-soft mb-4">
          {alert}
        </p>
      )}
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
        <table role="table" className="table max-sm:block">
          <thead className="max-sm:sr-only">
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.header}
                  role="columnheader"
                  scope="col"
                  className={column.headerClassName}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.map((row, index) => (
              <tr
                key={row._id}
                role="row"
                {...rowData?.(row)}
                className="hover:bg-base-200/60 max-sm:grid max-sm:grid-cols-[auto_1fr_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:border-b max-sm:border-base-300 max-sm:p-4 max-sm:last:border-0"
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    role="cell"
                    className={`${column.className ?? ''} ${cellBase}`}
                  >
                    {column.phoneLabel && (
                      <span className="sm:sr-only">{`${column.phoneLabel} `}</span>
                    )}
                    {column.hiddenLabel && (
                      <span className="sr-only">{`${column.hiddenLabel} `}</span>
                    )}
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more.hasMore && (
        <LoadMore
          status={more.status}
          onLoadMore={more.onLoadMore}
          noun={more.noun ?? count.many}
        />
      )}
    </>
  );
}
