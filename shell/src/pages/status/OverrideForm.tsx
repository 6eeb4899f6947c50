import { useState, type FormEvent } from 'react';
import { describeWriteFailure } from '@naturverse/platform';
import { Button, TextField } from '@naturverse/ui';
import { overrideRefusal } from '../../federation/overrides/overrides';
import type { ActiveOverride } from '../../federation/overrides/types';
import { saveOverride } from '../../federation/overrides/overrides-store';
import type { Registry, RemoteEntry } from '../../federation/registry/types';

interface Props {
  hub: RemoteEntry;
  served: Registry;
  active: ActiveOverride | undefined;
}

/** Point one hub at another manifest for this browser; the page reloads to use it. */
export function OverrideForm({ hub, served, active }: Props) {
  const [url, setUrl] = useState(active?.manifest ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = (manifest: string | null) => {
    const result = saveOverride(hub.name, manifest);
    if (result.ok) window.location.reload();
    else setError(describeWriteFailure(result));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const manifest = url.trim();
    const refusal = manifest ? overrideRefusal(served, hub.name, manifest) : 'Enter the manifest URL to use for this hub.';
    setError(refusal);
    if (!refusal) save(manifest);
  };

  return (
    <form className="nv-status__override" onSubmit={submit} noValidate aria-label={`Override ${hub.title}`}>
      <TextField label={`Manifest URL for ${hub.title}`} type="url" value={url} error={error ?? undefined} onChange={(e) => setUrl(e.target.value)} />
      <div className="nv-row">
        <Button type="submit">Override {hub.title}</Button>
        {active && (
          <Button variant="secondary" onClick={() => save(null)}>
            Clear override for {hub.title}
          </Button>
        )}
      </div>
    </form>
  );
}
