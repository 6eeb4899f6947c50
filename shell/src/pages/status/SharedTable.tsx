import type { SharedRow } from './share-scope';

/** The shared packages of this page, from the Module Federation share scope. */
export function SharedTable({ rows }: { rows: readonly SharedRow[] }) {
  if (rows.length === 0) return <p>No shared package is registered yet.</p>;
  return (
    <div className="nv-status__scroll" role="region" aria-label="Shared packages, scrollable" tabIndex={0}>
      <table className="nv-status__table">
        <caption>Shared packages</caption>
        <thead>
          <tr>
            <th scope="col">Package</th>
            <th scope="col">Version</th>
            <th scope="col">Provided by</th>
            <th scope="col">In use</th>
            <th scope="col">Used by</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.name}@${row.version}:${row.providedBy}`}>
              <th scope="row">{row.name}</th>
              <td>{row.version}</td>
              <td>{row.providedBy}</td>
              <td>{row.inUse ? 'Yes' : 'No'}</td>
              <td>{row.usedBy.length ? row.usedBy.join(', ') : 'Nobody yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
