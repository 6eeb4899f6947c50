import type { RemoteEntry } from '../../federation/registry/types';
import type { ActiveOverride } from '../../federation/overrides/types';
import type { CanaryChoice } from '../../federation/canary/types';
import { describeHealth, type Health } from './health';
import { NOT_LOADED, type HubLoads } from '../../federation/loading/hub-loads';
import { StatusCell, StatusRow, StatusTable } from './StatusTable';

interface Props {
  hubs: readonly RemoteEntry[];
  loads: HubLoads;
  health: Readonly<Record<string, Health>>;
  overrides: readonly ActiveOverride[];
  /** This browser's choice for each hub with a canary (the Canary versions card says why). */
  canaries: readonly CanaryChoice[];
}

const COLUMNS = ['Hub', 'Version', 'Build id', 'Manifest URL', 'Load state', 'Load time', 'Health'] as const;
const STATE_LABEL = { 'not loaded': 'Not loaded', loading: 'Loading', loaded: 'Loaded', failed: 'Failed' } as const;

function fromHealth(health: Health | undefined, field: 'version' | 'buildId'): string | null {
  return health?.ok ? health[field] : null;
}

/** One row per hub: the build this page uses (or would use), and how its load went. */
export function HubTable({ hubs, loads, health, overrides, canaries }: Props) {
  return (
    <StatusTable label="Hubs" columns={COLUMNS}>
      {hubs.map((hub) => {
        const load = loads[hub.name] ?? NOT_LOADED;
        const checked = health[hub.name];
        // what the runtime read wins; otherwise what "Check all" found
        const version = load.build?.version ?? fromHealth(checked, 'version');
        const buildId = load.build?.buildId ?? fromHealth(checked, 'buildId');
        const known = !!load.build || !!checked?.ok;
        const override = overrides.find((o) => o.name === hub.name);
        const canary = canaries.find((c) => c.hub === hub.name);
        return (
          <StatusRow key={hub.name} name={hub.title}>
            <StatusCell column="Version">{version ?? (known ? 'Not recorded' : 'Not read yet')}</StatusCell>
            <StatusCell column="Build id">{buildId ?? (known ? 'Not recorded' : 'Not read yet')}</StatusCell>
            <StatusCell column="Manifest URL">
              <code>{hub.manifest}</code>
              {override && (
                <span className="nv-status__note">
                  {' '}
                  (override; the registry says <code>{override.original}</code>)
                </span>
              )}
              {canary?.runs === 'canary' && (
                <span className="nv-status__note">
                  {' '}
                  (canary; the stable version is <code>{canary.stableManifest}</code>)
                </span>
              )}
              {canary?.runs === 'canary-failed' && (
                <span className="nv-status__note">
                  {' '}
                  (canary failed to load; the stable version <code>{canary.stableManifest}</code> is used)
                </span>
              )}
            </StatusCell>
            <StatusCell column="Load state">
              {STATE_LABEL[load.state]}
              {load.error && <span className="nv-status__note">: {load.error}</span>}
            </StatusCell>
            <StatusCell column="Load time">{load.ms !== null ? `${load.ms} ms` : load.state === 'loading' ? 'Still loading' : 'Not measured'}</StatusCell>
            <StatusCell column="Health">{checked ? describeHealth(checked) : 'Not checked'}</StatusCell>
          </StatusRow>
        );
      })}
    </StatusTable>
  );
}
