import { describe, expect, it } from 'vitest';
import { hubIdentity } from './hub-identity.js';

describe("a hub's identity (naturverse-hub.json)", () => {
  it('is what the registry schema accepts for a hub entry', () => {
    expect(hubIdentity({ name: 'birds', title: 'Birds', prefixes: ['/birds', '/nests'] })).toEqual({
      name: 'birds',
      title: 'Birds',
      prefixes: ['/birds', '/nests'],
    });
  });

  it('refuses what a deploy would refuse, naming every fault', () => {
    expect(() => hubIdentity({ name: 'Birds', title: '', prefixes: ['birds/'] })).toThrow(
      'defineRemoteConfig: name: name must be lower-case letters, digits, - or _; title: title must not be empty; prefixes[0]: a prefix starts with "/"',
    );
  });
});
