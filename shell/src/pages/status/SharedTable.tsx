import { StatusTable } from './StatusTable';
import type { SharedRow } from './share-scope';

/** The shared packages of this page, from the Module Federation share scope. */
export function SharedTable({ rows }: { rows: readonly SharedRow[] }) {
  if (rows.length === 0) return <p>No shared package is registered yet.</p>;
  return (
    <StatusTable caption="Shared packages" columns={['Package', 'Version', 'Provided by', 'In use', 'Used by']}>
      {rows.map((row) => (
        <tr key={`${row.name}@${row.version}:${row.providedBy}`}>
          <th scope="row">{row.name}</th>
          <td>{row.version}</td>
          <td>{row.providedBy}</td>
          <td>{row.inUse ? 'Yes' : 'No'}</td>
          <td>{row.usedBy.length ? row.usedBy.join(', ') : 'Nobody yet'}</td>
        </tr>
      ))}
    </StatusTable>
  );
}
