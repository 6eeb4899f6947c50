// Who a hub is, written into its dist as naturverse-hub.json: what `naturverse deploy` reads
// for a hub the root's registry does not know yet (its name, title and route prefixes), so a
// team's build carries them instead of an edit to the platform's repository.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { HUB_IDENTITY_FILE, hubIdentityFault, type HubIdentity } from '@naturverse/contracts/hub-identity';

// the file's name and the identity's type are @naturverse/contracts/hub-identity's, re-exported
// for what imported them from here
export { HUB_IDENTITY_FILE, type HubIdentity };

/**
 * The identity, checked by @naturverse/contracts/hub-identity's rules (the ones the registry, the
 * deploy command and the reports use), so a build never writes what a deploy would refuse:
 * throws naming the first fault.
 */
export function hubIdentity({ name, title, prefixes }: HubIdentity): HubIdentity {
  const fault = hubIdentityFault({ name, title, prefixes });
  if (fault) throw new Error(`defineRemoteConfig: ${fault}`);
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
