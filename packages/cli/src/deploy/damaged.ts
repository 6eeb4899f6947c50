// An object at the deploy root that is there but cannot be read as what it must be (the
// registry, a history record, a version's digest, a shell's facts): one line naming it, exit 6,
// and nothing written — a command never builds on bytes it does not understand.
import type { Store } from '../store/store.js';
import { DeployError } from './deploy-error.js';
import { shownKey } from './layout.js';

export function damaged(store: Store, key: string, problem: string): DeployError {
  return new DeployError(
    'damaged',
    `${shownKey(store, key)} ${problem}: nothing was changed — restore it (each revision's registry is in .naturverse/history/), then run the command again`,
  );
}
