import { StatusTable } from './StatusTable';
import type { ScopeShare } from '../../federation/sharing/types';

/** The shared packages of this page, from the Module Federation share scope (federation/sharing/share-scope.ts reads it). */
export function SharedTable({ rows }: { rows: readonly ScopeShare[] }) {
  if (rows.length === 0) return <p>No shared package is registered yet.</p>;
  return (
    <StatusTable caption="Shared packages" columns={['Package', 'Version', 'Provided by', 'In use', 'Used by']}>
      {rows.map((row) => (
        <tr key={`${row.scope}:${row.name}@${row.version}:${row.from}`}>
          <th scope="row">{row.name}</th>
          <td>{row.version}</td>
          <td>{row.from}</td>
          <td>{row.inUse ? 'Yes' : 'No'}</td>
          <td>{row.usedBy.length ? row.usedBy.join(', ') : 'Nobody yet'}</td>
        </tr>
      ))}
    </StatusTable>
  );
}
