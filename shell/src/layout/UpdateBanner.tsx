import { useSyncExternalStore } from 'react';
import { Button } from '@naturverse/ui';
import { getUpdateAction, subscribeToUpdate } from '../sw/update-state';

/** Shown when a new version of the site is installed; nothing reloads until Reload is pressed. */
export function UpdateBanner() {
  const reload = useSyncExternalStore(subscribeToUpdate, getUpdateAction, () => null);
  if (!reload) return null;
  return (
    <div className="nv-update" role="status">
      <span>A new version is ready</span>
      <Button onClick={reload}>Reload</Button>
    </div>
  );
}
