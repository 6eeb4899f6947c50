// Who a hub is, written into its dist as naturverse-hub.json: what `naturverse deploy` reads
// for a hub the root's registry does not know yet (its name, title and route prefixes), so a
// team's build carries them instead of an edit to the platform's repository.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { HUB_IDENTITY_FILE } from '@naturverse/contracts/manifest-url';
import { checkRegistry } from '@naturverse/contracts/registry-schema';

/** The file in a hub's dist. */
export { HUB_IDENTITY_FILE };

export interface HubIdentity {
  /** the hub's name: lower-case letters, digits, "-" or "_" ("birds") */
  name: string;
  /** what the shell's header calls it ("Birds") */
  title: string;
  /** the routes it owns (["/birds"]) */
  prefixes: string[];
}

/**
 * The identity, checked by the registry schema's own rules for a hub entry (name, title,
 * prefixes), so a build never writes what a deploy would refuse: throws naming every fault.
 */
export function hubIdentity({ name, title, prefixes }: HubIdentity): HubIdentity {
  const probe = { remotes: [{ name, title, prefixes, manifest: `/${name}/mf-manifest.json` }], overrides: { allowedOrigins: [] } };
  const checked = checkRegistry(probe);
  if (!checked.ok) throw new Error(`defineRemoteConfig: ${checked.errors.map((e) => e.replace(/^remotes\[0\]\./, '')).join('; ')}`);
  return { name, title, prefixes: [...prefixes] };
}

/** Writes naturverse-hub.json into each folder the build wrote (a hub's two environments share one). */
export function pluginHubIdentity(identity: HubIdentity): RsbuildPlugin {
  return {
    name: 'naturverse:hub-identity',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        for (const root of new Set(Object.values(environments).map((env) => env.distPath))) {
          writeFileSync(join(root, HUB_IDENTITY_FILE), `${JSON.stringify(identity)}\n`);
        }
      });
    },
  };
}
