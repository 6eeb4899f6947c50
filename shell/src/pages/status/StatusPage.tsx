import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Card, Page } from '@naturverse/ui';
import { federation, getRegistry, subscribeRegistry } from '../../federation/loading/remotes';
import { OVERRIDES_OFF, OVERRIDE_PARAM, allowedOrigins } from '../../federation/overrides/overrides';
import { getOverrideState } from '../../federation/overrides/override-state';
import { getCanaryState, subscribeCanaryState } from '../../federation/canary/canary-state';
import { checkManifest, summarise, type Health } from './health';
import { getHubLoads, subscribeHubLoads } from '../../federation/loading/plugins/load-recorder';
import type { ScopeShare } from '../../federation/sharing/types';
import { HubTable } from './HubTable';
import { OverrideForm } from './OverrideForm';
import { ReportsCard } from './ReportsCard';
import { CanaryCard } from './CanaryCard';
import { SharedTable } from './SharedTable';
import './status.css';

/**
 * The reader of the page's share scope (the one in sharing/share-scope.ts): it comes with the
 * runtime, a lazy chunk, started here if no hub has started it yet. The table calls it on each
 * render, so a hub loaded meanwhile shows in it.
 */
function useShareReader(): (() => ScopeShare[]) | null {
  const [read, setRead] = useState<(() => ScopeShare[]) | null>(null);
  useEffect(() => {
    let live = true;
    federation()
      .then((runtime) => {
        if (live) setRead(() => runtime.pageShares);
      })
      .catch((error: unknown) => console.error('[naturverse] the federation runtime could not be loaded', error));
    return () => {
      live = false;
    };
  }, []);
  return read;
}

/**
 * /status, for grown-ups and QA: each hub's build, manifest, load state and time, the shared
 * packages in the page, a health check of every manifest, which version of a hub with a canary
 * this browser runs, and per-browser overrides.
 */
export default function StatusPage() {
  const registry = useSyncExternalStore(subscribeRegistry, getRegistry);
  const loads = useSyncExternalStore(subscribeHubLoads, getHubLoads);
  const canaries = useSyncExternalStore(subscribeCanaryState, getCanaryState);
  const { served, active } = getOverrideState();
  const allowed = allowedOrigins(served);
  const [health, setHealth] = useState<Record<string, Health>>({});
  const [summary, setSummary] = useState('');
  const readShares = useShareReader();

  const checkAll = async () => {
    setSummary('Checking every hub…');
    const results = await Promise.all(registry.remotes.map(async (hub) => [hub.name, await checkManifest(hub.manifest)] as const));
    setHealth(Object.fromEntries(results));
    setSummary(summarise(results.map(([, h]) => h)));
  };

  return (
    <Page
      title="Platform status"
      intro="For grown-ups and testers: which build of each hub this page uses, how it loaded, and whether every hub can be reached."
    >
      <Card title="Hubs">
        {registry.remotes.length === 0 ? (
          <p>The registry names no hub: it could not be read, so only the shell’s own pages work.</p>
        ) : (
          <HubTable hubs={registry.remotes} loads={loads} health={health} overrides={active} canaries={canaries.choices} />
        )}
        <div className="nv-status__check">
          <Button onClick={() => void checkAll()}>Check all</Button>
          <p role="status">{summary}</p>
        </div>
      </Card>
      <CanaryCard state={canaries} canaryNamed={served.remotes.some((hub) => hub.canary)} />
      <Card title="Shared packages">
        <SharedTable rows={readShares?.() ?? []} />
      </Card>
      <Card title="Overrides">
        {allowed.length === 0 ? (
          <p>{OVERRIDES_OFF}</p>
        ) : (
          <>
            <p>
              Point one hub at another build, for this browser only. Allowed origins:{' '}
              {allowed.map((o) => (
                <code key={o}>{o} </code>
              ))}
              . A link can do the same:{' '}
              <code>
                ?{OVERRIDE_PARAM}=zones@{allowed[0]}/mf-manifest.json
              </code>{' '}
              (<code>?{OVERRIDE_PARAM}=clear</code> removes every override).
            </p>
            {served.remotes.map((hub) => (
              <OverrideForm key={hub.name} hub={hub} served={served} active={active.find((o) => o.name === hub.name)} />
            ))}
          </>
        )}
      </Card>
      <ReportsCard />
    </Page>
  );
}
