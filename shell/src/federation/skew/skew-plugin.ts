import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { copiesByName, pageShares } from '../sharing/share-scope';
import { findMismatches } from './skew';
import { HubSkewError } from './skew-error';
import type { ManifestShared } from './types';

/**
 * Module Federation's hook after a hub's manifest is read and before its remote entry is
 * loaded: a hub that needs a singleton the page cannot satisfy is stopped here (its entry is
 * never fetched, so it registers nothing) and loadRemote rejects with a HubSkewError. The
 * page's copies (and which of them is in use) come from the one share-scope reader.
 */
export const skewGuardPlugin: ModuleFederationRuntimePlugin = {
  name: 'naturverse-skew-guard',
  loadRemoteSnapshot(args) {
    const shared = (args.manifestJson as { shared?: ManifestShared[] } | undefined)?.shared ?? [];
    const mismatches = findMismatches(shared, copiesByName(pageShares()), satisfy);
    if (mismatches.length > 0) throw new HubSkewError(args.moduleInfo.name, mismatches);
    return args;
  },
};
