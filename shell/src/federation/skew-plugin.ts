import { getInstance, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { HubSkewError, findMismatches, type ManifestShared, type ProvidedShare } from './skew';

type ShareScope = NonNullable<ReturnType<typeof getInstance>>['shareScopeMap'][string];

/** The copies of each shared package registered in the page's default share scope. */
export function providedShares(scope: ShareScope | undefined): Record<string, ProvidedShare[]> {
  const out: Record<string, ProvidedShare[]> = {};
  for (const [name, versions] of Object.entries(scope ?? {})) {
    out[name] = Object.values(versions).map((s) => ({ version: s.version, from: s.from, inUse: Boolean(s.loaded || s.loading || s.lib) }));
  }
  return out;
}

/**
 * Module Federation's hook after a hub's manifest is read and before its remote entry is
 * loaded: a hub that needs a singleton the page cannot satisfy is stopped here (its entry is
 * never fetched, so it registers nothing) and loadRemote rejects with a HubSkewError.
 */
export const skewGuardPlugin: ModuleFederationRuntimePlugin = {
  name: 'naturverse-skew-guard',
  loadRemoteSnapshot(args) {
    const shared = (args.manifestJson as { shared?: ManifestShared[] } | undefined)?.shared ?? [];
    const mismatches = findMismatches(shared, providedShares(getInstance()?.shareScopeMap.default), satisfy);
    if (mismatches.length > 0) throw new HubSkewError(args.moduleInfo.name, mismatches);
    return args;
  },
};
