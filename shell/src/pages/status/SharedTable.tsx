import { StatusCell, StatusRow, StatusTable } from './StatusTable';
import type { ScopeShare } from '../../federation/sharing/types';

/** The shared packages of this page, from the Module Federation share scope (federation/sharing/share-scope.ts reads it). */
export function SharedTable({ rows }: { rows: readonly ScopeShare[] }) {
  if (rows.length === 0) return <p>No shared package is registered yet.</p>;
  return (
    <StatusTable label="Shared packages" columns={['Package', 'Version', 'Provided by', 'In use', 'Used by']}>
      {rows.map((row) => (
        <StatusRow key={`${row.scope}:${row.name}@${row.version}:${row.from}`} name={row.name}>
          <StatusCell column="Version">{row.version}</StatusCell>
          <StatusCell column="Provided by">{row.from}</StatusCell>
          <StatusCell column="In use">{row.inUse ? 'Yes' : 'No'}</StatusCell>
          <StatusCell column="Used by">{row.usedBy.length ? row.usedBy.join(', ') : 'Nobody yet'}</StatusCell>
        </StatusRow>
      ))}
    </StatusTable>
  );
}
