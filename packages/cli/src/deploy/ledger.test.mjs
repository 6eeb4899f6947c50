import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { folderStore } from '../store/folder-store.ts';
import { DeployError, REGISTRY, commitRegistry, readHistory, readLedger, versionStack, whoFrom } from './ledger.ts';
import { endCanary, rollbackHub } from './hub-commands.ts';

const hub = (name, version) => ({ name, title: name, manifest: `/hubs/${name}/${version}/mf-manifest.json`, prefixes: [`/${name}`] });
const registry = (...remotes) => ({ remotes, overrides: { allowedOrigins: [] } });

let root;
let store;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'nv-ledger-'));
  store = folderStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A hub version's folder at the root, with the little of a manifest a rollback reads. */
async function publishFake(name, version, shared = []) {
  const dir = join(root, 'hubs', name, version);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify({ name, metaData: { buildInfo: { buildVersion: version } }, shared }));
}

/** A live shell sharing @naturverse/ui 1.0.0, as an older root names it (shell/live.json and the version's facts); `registrySchema`: what its build reads. */
async function liveShell(registrySchema = 2) {
  await mkdir(join(root, 'shell', '1.0.0'), { recursive: true });
  await writeFile(join(root, 'shell', 'live.json'), JSON.stringify({ version: '1.0.0' }));
  const facts = { shared: { '@naturverse/ui': { version: '1.0.0' } }, ...(registrySchema > 1 ? { registrySchema } : {}) };
  await writeFile(join(root, 'shell', '1.0.0', 'naturverse-shell.json'), JSON.stringify(facts));
  for (const dir of [join(root, 'shell', '1.0.0'), root]) await writeFile(join(dir, 'index.html'), '<!doctype html><title>1.0.0</title>');
}

describe('the registry ledger', () => {
  it('commits the next revision atomically and records its change as one history object per revision', async () => {
    expect(await readLedger(store)).toEqual({ registry: null, revision: 0, tag: null, pending: null, oldShell: null });
    await commitRegistry(store, { basedOn: 0, registry: registry(hub('zones', '1.0.0')), changes: [], who: 'ci' });
    const next = await commitRegistry(store, {
      basedOn: 1,
      registry: registry(hub('zones', '1.1.0')),
      changes: [{ action: 'deploy', hub: 'zones', from: '1.0.0', to: '1.1.0', why: 'new trail' }],
      who: 'zones-team',
      now: new Date('2026-11-25T10:00:00Z'),
    });
    expect(next.revision).toBe(2);
    const live = await readLedger(store);
    expect(live.revision).toBe(2);
    expect(live.registry.remotes[0].manifest).toBe('/hubs/zones/1.1.0/mf-manifest.json');
    // one line per hub in the file: a change is a one-line diff
    expect((await readFile(join(root, REGISTRY), 'utf8')).split('\n')[2]).toBe(`    ${JSON.stringify(hub('zones', '1.1.0'))}`);
    expect(await readHistory(store)).toEqual([
      { at: '2026-11-25T10:00:00.000Z', revision: 2, action: 'deploy', hub: 'zones', from: '1.0.0', to: '1.1.0', who: 'zones-team', why: 'new trail' },
    ]);
    // one object per revision, and no temporary file or lock left behind
    expect((await readdir(root)).sort()).toEqual(['.naturverse', REGISTRY].sort());
    expect(await readdir(join(root, '.naturverse'))).toEqual(['history']);
    expect((await readdir(join(root, '.naturverse', 'history'))).sort()).toEqual(['r000000001.json', 'r000000002.json']);
  });

  it('refuses a change prepared against an older revision, and writes nothing for it', async () => {
    await commitRegistry(store, { basedOn: 0, registry: registry(hub('zones', '1.0.0'), hub('navatar', '1.0.0')), changes: [], who: 'ci' });
    // two teams read revision 1 and commit at the same moment
    const results = await Promise.allSettled([
      commitRegistry(store, {
        basedOn: 1,
        registry: registry(hub('zones', '2.0.0'), hub('navatar', '1.0.0')),
        changes: [{ action: 'deploy', hub: 'zones', from: '1.0.0', to: '2.0.0' }],
        who: 'a',
      }),
      commitRegistry(store, {
        basedOn: 1,
        registry: registry(hub('zones', '1.0.0'), hub('navatar', '2.0.0')),
        changes: [{ action: 'deploy', hub: 'navatar', from: '1.0.0', to: '2.0.0' }],
        who: 'b',
      }),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toBeInstanceOf(DeployError);
    expect(refused[0].reason.kind).toBe('conflict');
    expect(refused[0].reason.message).toContain('the registry changed while this change was prepared (revision 1 → 2); nothing was written');
    const { registry: live, revision } = await readLedger(store);
    expect(revision).toBe(2);
    // exactly the accepted change is live, and only it is in the history
    const history = await readHistory(store);
    expect(history).toHaveLength(1);
    expect(live.remotes.find((r) => r.name === history[0].hub).manifest).toBe(`/hubs/${history[0].hub}/2.0.0/mf-manifest.json`);
  });

  it('two commands on two hubs started together both land: the one that lost the race prepares again', async () => {
    await liveShell();
    for (const [name, version] of [
      ['zones', '1.0.0'],
      ['zones', '2.0.0'],
      ['navatar', '1.0.0'],
      ['navatar', '2.0.0'],
    ])
      await publishFake(name, version);
    await commitRegistry(store, { basedOn: 0, registry: registry(hub('zones', '2.0.0'), hub('navatar', '2.0.0')), changes: [], who: 'ci' });
    const [a, b] = await Promise.all([
      rollbackHub({ store, hub: 'zones', to: '1.0.0', who: 'zones-team' }),
      rollbackHub({ store, hub: 'navatar', to: '1.0.0', who: 'navatar-team' }),
    ]);
    expect([...a.lines, ...b.lines]).toEqual(expect.arrayContaining(['zones: rolled back 2.0.0 → 1.0.0', 'navatar: rolled back 2.0.0 → 1.0.0']));
    const { registry: live, revision } = await readLedger(store);
    expect(revision).toBe(3);
    expect(live.remotes.map((r) => r.manifest)).toEqual(['/hubs/zones/1.0.0/mf-manifest.json', '/hubs/navatar/1.0.0/mf-manifest.json']);
    // the older root's live shell is carried into the registry by the first commit (schema 2)
    expect(JSON.parse(await readFile(join(root, REGISTRY), 'utf8'))).toMatchObject({ schema: 2, shell: { version: '1.0.0' } });
    expect((await readHistory(store)).map((l) => `${l.hub} ${l.from}→${l.to} by ${l.who}`).sort()).toEqual([
      'navatar 2.0.0→1.0.0 by navatar-team',
      'zones 2.0.0→1.0.0 by zones-team',
    ]);
  });

  it('refuses an invalid registry before touching the file, naming the fault', async () => {
    await commitRegistry(store, { basedOn: 0, registry: registry(hub('zones', '1.0.0')), changes: [], who: 'ci' });
    const before = await readFile(join(root, REGISTRY), 'utf8');
    const broken = registry({ ...hub('zones', '1.0.0'), canary: { manifest: '/hubs/zones/2.0.0/mf-manifest.json', share: 150 } });
    await expect(commitRegistry(store, { basedOn: 1, registry: broken, changes: [], who: 'ci' })).rejects.toThrow(
      'remotes[0].canary.share: must be a whole number from 1 to 99',
    );
    expect(await readFile(join(root, REGISTRY), 'utf8')).toBe(before);
  });

  it('a rollback to a version whose shared packages the live shell cannot give is refused, nothing changed', async () => {
    await liveShell();
    await publishFake('zones', '1.0.0', [{ name: '@naturverse/ui', requiredVersion: '^2.0.0', singleton: true }]);
    await publishFake('zones', '1.1.0');
    await commitRegistry(store, { basedOn: 0, registry: registry(hub('zones', '1.1.0')), changes: [], who: 'ci' });
    await expect(rollbackHub({ store, hub: 'zones', to: '1.0.0', who: 'x' })).rejects.toThrow(
      "needs @naturverse/ui@^2.0.0, but the live shell (1.0.0) shares 1.0.0: a newer version than production's shell",
    );
    expect((await readLedger(store)).revision).toBe(1);
  });

  it('an older root whose live shell reads only registry schema 1 is not upgraded under it: the commit is refused, nothing changed', async () => {
    await liveShell(1);
    await publishFake('zones', '1.0.0');
    await publishFake('zones', '1.1.0');
    await commitRegistry(store, { basedOn: 0, registry: registry(hub('zones', '1.1.0')), changes: [], who: 'ci' });
    const before = await readFile(join(root, REGISTRY), 'utf8');
    await expect(rollbackHub({ store, hub: 'zones', to: '1.0.0', who: 'x' })).rejects.toThrow(
      'the live shell 1.0.0 was built before the registry named the live shell (it would refuse the registry this change writes): deploy a newer shell first, nothing changed',
    );
    expect(await readFile(join(root, REGISTRY), 'utf8')).toBe(before);
  });

  it('promote makes the canary stable; abort drops it; both say so in the history', async () => {
    const withCanary = { ...hub('zones', '1.0.0'), canary: { manifest: '/hubs/zones/1.1.0/mf-manifest.json', share: 10 } };
    await commitRegistry(store, { basedOn: 0, registry: registry(withCanary), changes: [], who: 'ci' });
    const dry = await endCanary({ store, hub: 'zones', promote: true, dryRun: true, who: 'x' });
    expect(dry.lines.at(-1)).toBe('dry run: registry revision 1 unchanged, nothing written');
    await endCanary({ store, hub: 'zones', promote: true, who: 'x' });
    expect((await readLedger(store)).registry.remotes[0]).toEqual(hub('zones', '1.1.0'));
    await expect(endCanary({ store, hub: 'zones', promote: false, who: 'x' })).rejects.toThrow('zones has no canary to abort');
    expect((await readHistory(store)).map((l) => [l.action, l.from, l.to])).toEqual([['promote', '1.0.0', '1.1.0']]);
  });

  it('promote asks the canary gate first: a refusal names its reasons and changes nothing; a pass promotes', async () => {
    const withCanary = { ...hub('zones', '1.0.0'), canary: { manifest: '/hubs/zones/1.1.0/mf-manifest.json', share: 10 } };
    await commitRegistry(store, { basedOn: 0, registry: registry(withCanary), changes: [], who: 'ci' });
    const asked = [];
    const refuse = async (v) => (asked.push(v), { ok: false, reasons: ['load failures: 1.1.0 4.00 % vs 1.0.0 1.00 %'] });
    await expect(endCanary({ store, hub: 'zones', promote: true, who: 'x', gate: refuse })).rejects.toThrow(
      'promote of zones 1.1.0 refused by the canary gate:\n  load failures: 1.1.0 4.00 % vs 1.0.0 1.00 %\n(--force promotes anyway)',
    );
    expect(asked).toEqual([{ hub: 'zones', stable: '1.0.0', canary: '1.1.0' }]);
    expect((await readLedger(store)).registry.remotes[0]).toEqual(withCanary);
    await endCanary({ store, hub: 'zones', promote: true, who: 'x', gate: async () => ({ ok: true, reasons: [] }) });
    expect((await readLedger(store)).registry.remotes[0]).toEqual(hub('zones', '1.1.0'));
  });
});

describe('the history as versions', () => {
  it('rollback goes to the version below the top; a second rollback goes further back', () => {
    const line = (action, to) => ({ hub: 'zones', action, to });
    const history = [line('deploy', '1.0.0'), line('deploy', '1.1.0'), line('deploy', '1.2.0'), { hub: 'navatar', action: 'deploy', to: '9.0.0' }];
    expect(versionStack(history, 'zones')).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(versionStack([...history, line('rollback', '1.1.0')], 'zones').at(-2)).toBe('1.0.0');
    expect(versionStack([...history, line('canary', '2.0.0'), line('abort', '1.2.0'), line('promote', '1.3.0')], 'zones')).toEqual([
      '1.0.0',
      '1.1.0',
      '1.2.0',
      '1.3.0',
    ]);
  });

  it('who comes from the flag, else the environment', () => {
    expect(whoFrom('ana', { USER: 'x' })).toBe('ana');
    expect(whoFrom(undefined, { GITHUB_ACTOR: 'bot', USER: 'x' })).toBe('bot');
    expect(whoFrom(undefined, {})).toBe('unknown');
  });
});
