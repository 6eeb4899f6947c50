import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_SUBSET } from './shares.js';
import { REACT_ROUTER_SUBSET_REQUEST, remoteAliases, remoteShared } from './remote-entry.js';

describe("a hub's shared table", () => {
  it('imports the react-router subset by its alias, not a path of this machine; the rest as it was', () => {
    const shared = {
      react: { singleton: true, requiredVersion: '^19.0.0' },
      'react-router': { singleton: true, requiredVersion: '^1.0.0', import: REACT_ROUTER_SUBSET },
    };
    expect(remoteShared(shared)).toEqual({ react: shared.react, 'react-router': { ...shared['react-router'], import: REACT_ROUTER_SUBSET_REQUEST } });
    expect(remoteAliases()).toEqual({ [`${REACT_ROUTER_SUBSET_REQUEST}$`]: REACT_ROUTER_SUBSET });
  });
});
