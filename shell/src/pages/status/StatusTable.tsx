import type { ReactNode } from 'react';

interface Props {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}

/** A captioned table with column headers, scrollable sideways on a phone (and by keyboard). */
export function StatusTable({ caption, columns, children }: Props) {
  return (
    <div className="nv-status__scroll" role="region" aria-label={`${caption}, scrollable`} tabIndex={0}>
      <table className="nv-status__table">
        <caption>{caption}</caption>
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
