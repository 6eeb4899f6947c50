import { useState } from 'react';
import { Button, reportWriteFailure } from '@naturverse/ui';
import { resolveOverrides } from '../federation/overrides/overrides';
import type { RefusedOverride } from '../federation/overrides/types';
import { getOverrideState } from '../federation/overrides/override-state';
import { readStoredOverrides, writeStoredOverrides } from '../federation/overrides/overrides-store';

/** Forget every override of this browser and start the page again from the registry. */
function clearAndReload(): void {
  const result = writeStoredOverrides({});
  if (result.ok) window.location.reload();
  else reportWriteFailure(result);
}

function hubLabel(name: string): string {
  return getOverrideState().served.remotes.find((r) => r.name === name)?.title ?? name;
}

function Refusal({ refusal }: { refusal: RefusedOverride }) {
  const what = refusal.name ? `${hubLabel(refusal.name)} → ${refusal.manifest}` : refusal.manifest;
  return (
    <p>
      {refusal.source === 'url' ? 'Override refused' : 'A saved override was not applied'} ({what}): {refusal.reason}
    </p>
  );
}

/**
 * On every page while this browser uses a hub override (or one was refused): which hub,
 * which URL, and one click to clear it. Testers must never mistake an overridden hub
 * for the deployed one.
 */
export function OverrideBanner() {
  const { active, refusedFromUrl, served, notSaved } = getOverrideState();
  // stored overrides the start-up did not apply (the allow-list no longer has their origin)
  const [storedRefused] = useState(() => resolveOverrides(served, readStoredOverrides(), []).refused);
  const [dismissed, setDismissed] = useState(false);
  const refused = dismissed ? storedRefused : [...refusedFromUrl, ...storedRefused];
  if (active.length === 0 && refused.length === 0) return null;
  return (
    <section className="nv-override" aria-label="Hub override">
      {active.map((o) => (
        <p key={o.name}>
          Override active: <strong>{o.title}</strong> is loaded from <code>{o.manifest}</code> in this browser only (the registry says <code>{o.original}</code>
          ).
        </p>
      ))}
      {notSaved && <p>{notSaved}</p>}
      {refused.map((r) => (
        <Refusal key={`${r.source}:${r.name}:${r.manifest}`} refusal={r} />
      ))}
      <div className="nv-override__actions">
        {(active.length > 0 || storedRefused.length > 0) && (
          <Button onClick={clearAndReload}>{active.length > 1 ? 'Clear overrides' : 'Clear override'}</Button>
        )}
        {refusedFromUrl.length > 0 && !dismissed && (
          <Button variant="secondary" onClick={() => setDismissed(true)}>
            Dismiss
          </Button>
        )}
      </div>
    </section>
  );
}
