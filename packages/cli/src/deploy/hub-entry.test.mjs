// A hub joins a deploy root by deploy: its entry from the build's
// naturverse-hub.json or the flags, refused with one line for each way it could not join.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeployError } from './ledger.ts';
import { HUB_IDENTITY_FILE } from '@naturverse/contracts/hub-identity';
import { newHubEntry, readHubFacts } from './hub-entry.ts';

const registry = {
  remotes: [
    { name: 'zones', title: 'Zones', manifest: '/hubs/zones/0.1.0/mf-manifest.json', prefixes: ['/zones'] },
    { name: 'marketplace', title: 'Marketplace', manifest: '/hubs/marketplace/0.1.0/mf-manifest.json', prefixes: ['/marketplace', '/cart'] },
  ],
  overrides: { allowedOrigins: [] },
};
const birds = { name: 'birds', title: 'Birds', prefixes: ['/birds'] };

/** The one line a refusal says (a usage error, exit 64), or the entry. */
function attempt(hub, facts, flags) {
  try {
    return newHubEntry(registry, hub, facts, flags);
  } catch (error) {
    expect(error).toBeInstanceOf(DeployError);
    expect(error.kind).toBe('usage');
    expect(error.message.split('\n')).toHaveLength(1);
    return error.message;
  }
}

describe('a hub new to the root', () => {
  it("takes its title and prefixes from the build's naturverse-hub.json, the flags winning; no manifest until the deploy sets it", () => {
    expect(attempt('birds', birds)).toEqual({ name: 'birds', title: 'Birds', manifest: '', prefixes: ['/birds'] });
    expect(attempt('birds', birds, { title: 'Bird Watch', prefixes: ['/birds', '/nests'] })).toEqual({
      name: 'birds',
      title: 'Bird Watch',
      manifest: '',
      prefixes: ['/birds', '/nests'],
    });
    expect(attempt('birds', {}, { title: 'Birds', prefixes: ['/birds'] })).toMatchObject({ title: 'Birds' });
  });

  it.each([
    [
      'no title',
      {},
      { prefixes: ['/birds'] },
      'birds is new to this root and cannot join: no title: give --title "…" (or build it with the preset, which writes naturverse-hub.json)',
    ],
    [
      'no prefix',
      { name: 'birds', title: 'Birds' },
      {},
      'birds is new to this root and cannot join: no route prefix: give --prefix /birds (or build it with the preset, which writes naturverse-hub.json)',
    ],
    [
      'an empty title',
      birds,
      { title: '' },
      'birds is new to this root and cannot join: title: a title is 1–40 characters, none of \' " ` \\ < > { } or controls',
    ],
    [
      'a prefix that is not a path',
      birds,
      { prefixes: ['birds'] },
      'birds is new to this root and cannot join: prefixes[0]: a prefix is 1–6 segments /x, each 1–32 of a-z 0-9 - _ (no "-" or "_" first), no trailing /',
    ],
    [
      '"/" alone',
      birds,
      { prefixes: ['/'] },
      'birds is new to this root and cannot join: prefixes[0]: a prefix is 1–6 segments /x, each 1–32 of a-z 0-9 - _ (no "-" or "_" first), no trailing /',
    ],
    ['no prefixes at all', birds, { prefixes: [] }, 'birds is new to this root and cannot join: prefixes: a hub needs at least one prefix'],
    ["another hub's prefix", birds, { prefixes: ['/cart'] }, 'birds is new to this root and cannot join: prefix "/cart" overlaps "/cart" of marketplace'],
    [
      "a path under another hub's prefix",
      birds,
      { prefixes: ['/zones/birds'] },
      'birds is new to this root and cannot join: prefix "/zones/birds" overlaps "/zones" of zones',
    ],
    ['a shell route', birds, { prefixes: ['/status'] }, 'birds is new to this root and cannot join: prefix "/status" takes the shell\'s own route /status'],
    [
      'a path under a shell route',
      birds,
      { prefixes: ['/worlds/birds'] },
      'birds is new to this root and cannot join: prefix "/worlds/birds" takes the shell\'s own route /worlds',
    ],
    [
      'a folder of the deploy root',
      birds,
      { prefixes: ['/hubs'] },
      'birds is new to this root and cannot join: prefix "/hubs" takes the deploy root\'s folder /hubs/',
    ],
    ['a build of another hub', { ...birds, name: 'owls' }, {}, 'birds is new to this root and cannot join: its build says it is "owls" (naturverse-hub.json)'],
  ])('is refused with one line: %s', (_what, facts, flags, line) => {
    expect(attempt('birds', facts, flags)).toBe(line);
  });

  it('is refused as "shell" and with a name the registry cannot hold', () => {
    expect(attempt('shell', birds)).toMatch(/^shell is new to this root and cannot join: "shell" is the shell's name/);
    expect(attempt('Birds', { title: 'Birds', prefixes: ['/birds'] })).toBe(
      'Birds is new to this root and cannot join: name: a hub name is 1–32 of a-z 0-9 - _, starting with a letter',
    );
    expect(attempt('a'.repeat(33), { title: 'Long', prefixes: ['/long'] })).toMatch(/cannot join: name: a hub name is 1–32/);
    // the name a report can carry (@naturverse/contracts/hub-identity): "_" and 32 letters join
    expect(attempt('my_owls', { title: 'My Owls', prefixes: ['/my_owls'] })).toMatchObject({ name: 'my_owls', prefixes: ['/my_owls'] });
    expect(attempt('a'.repeat(32), { title: 'Long', prefixes: ['/long'] })).toMatchObject({ name: 'a'.repeat(32) });
  });
});

describe("the build's naturverse-hub.json", () => {
  it('is read as written; a build without one says nothing (the flags must); one its reader refuses is refused in one line', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'naturverse-hub-facts-'));
    try {
      expect(await readHubFacts(dist)).toEqual({});
      await writeFile(join(dist, HUB_IDENTITY_FILE), JSON.stringify(birds));
      expect(await readHubFacts(dist)).toEqual(birds);
      await writeFile(join(dist, HUB_IDENTITY_FILE), '["birds"]');
      await expect(readHubFacts(dist)).rejects.toMatchObject({
        kind: 'usage',
        message: `${join(dist, HUB_IDENTITY_FILE)} is not a JSON object: rebuild the hub, or give --title and --prefix`,
      });
      await writeFile(join(dist, HUB_IDENTITY_FILE), JSON.stringify({ ...birds, prefixes: ['/birds/'] }));
      await expect(readHubFacts(dist)).rejects.toMatchObject({
        kind: 'usage',
        message: expect.stringMatching(/naturverse-hub\.json prefixes: "\/birds\/": a prefix is/),
      });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
