import { useState, useSyncExternalStore } from 'react';
import { Button, Card } from '@naturverse/ui';
import { startReporting } from '../../reports/start-reporting';

/**
 * What this browser reports about the hubs, for QA: where reports go (or why they
 * do not), and the last bodies exactly as they left the device — or as they would have.
 */
export function ReportsCard() {
  const [reporter] = useState(startReporting);
  const log = useSyncExternalStore(reporter.subscribe, reporter.log);
  return (
    <Card title="Reports from this browser">
      <p>{reporter.destination()}</p>
      <p>
        Each report names a hub, its version and build, a route pattern, what happened and a rounded time — nothing about who is playing. They leave together
        when the page is hidden.
      </p>
      <Button onClick={() => reporter.flush()}>Send pending reports now</Button>
      {log.length === 0 ? (
        <p role="status">No reports yet in this visit.</p>
      ) : (
        <ol className="nv-status__reports" aria-label="Last reports, newest last">
          {log.map((entry, i) => (
            <li key={i}>
              <p>{entry.sent ? 'Sent:' : `Not sent (${entry.why}):`}</p>
              <pre tabIndex={0}>{JSON.stringify(JSON.parse(entry.body), null, 1)}</pre>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
