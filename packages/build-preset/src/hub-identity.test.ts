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

  it('refuses what a deploy would refuse, naming the first fault', () => {
    expect(() => hubIdentity({ name: 'Birds', title: '', prefixes: ['birds/'] })).toThrow(
      'defineRemoteConfig: name "Birds": a hub name is 1–32 of a-z 0-9 - _, starting with a letter',
    );
    expect(() => hubIdentity({ name: 'birds', title: 'Birds', prefixes: ['birds/'] })).toThrow('defineRemoteConfig: "birds/": a prefix is 1–6 segments');
  });

  it('takes a name with "_" and one of 32 letters, as a deploy and the reports do', () => {
    expect(hubIdentity({ name: 'my_owls', title: 'My Owls', prefixes: ['/my_owls'] }).name).toBe('my_owls');
    expect(() => hubIdentity({ name: 'a'.repeat(32), title: 'A', prefixes: ['/a'] })).not.toThrow();
    expect(() => hubIdentity({ name: 'a'.repeat(33), title: 'A', prefixes: ['/a'] })).toThrow(/^defineRemoteConfig: name "a{33}"/);
  });
});
