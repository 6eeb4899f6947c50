import type { ReactNode, TdHTMLAttributes } from 'react';

interface Props {
  /** The table's name; the card's heading says it already, so it is not shown a second time. */
  label: string;
  columns: readonly string[];
  children: ReactNode;
}

/**
 * A table with column headers: on a wide screen scrollable sideways (and by keyboard), on a
 * phone one block per row, each value after its column's name (status.css). The roles are
 * spelled out because a table laid out as blocks loses them in some browsers.
 */
export function StatusTable({ label, columns, children }: Props) {
  return (
    <div className="nv-status__scroll" role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
      <table className="nv-status__table" role="table" aria-label={label}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

/** A row of a StatusTable: its header cell names the row. */
export function StatusRow({ name, children }: { name: ReactNode; children: ReactNode }) {
  return (
    <tr role="row">
      <th scope="row" role="rowheader">
        {name}
      </th>
      {children}
    </tr>
  );
}

/** A value cell; `column` is shown before it on a phone, where the column headers are not. */
export function StatusCell({ column, ...rest }: { column: string } & TdHTMLAttributes<HTMLTableCellElement>) {
  return <td role="cell" data-label={column} {...rest} />;
}
