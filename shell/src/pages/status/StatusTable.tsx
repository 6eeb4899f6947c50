import type { ReactNode, TdHTMLAttributes } from 'react';

interface Props {
  /** The table's name; the card's heading says it already, so it is not shown a second time. */
  label: string;
  columns: readonly string[];
  children: ReactNode;
}

/**
 * A table with column headers: on a wide screen scrollable sideways (and by keyboard), on a
 * phone one block per row, each value after its column's name (status.css). The elements keep
 * their own table roles: HTML does not allow them to be restated on a table's rows and cells.
 */
export function StatusTable({ label, columns, children }: Props) {
  return (
    <div className="nv-status__scroll" role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
      <table className="nv-status__table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row of a StatusTable: its header cell names the row. */
export function StatusRow({ name, children }: { name: ReactNode; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      {children}
    </tr>
  );
}

/** A value cell; `column` is shown before it on a phone, where the column headers are not. */
export function StatusCell({ column, ...rest }: { column: string } & TdHTMLAttributes<HTMLTableCellElement>) {
  return <td data-label={column} {...rest} />;
}
