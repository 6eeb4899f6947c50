/**
 * The shell and the hubs racing on one deploy root, on any root (a bucket: e2e/object-store/
 * deploy-races.spec.ts; a folder: e2e/deploy/shell-races.spec.ts), each writer a `naturverse`
 * process as CI runners would be:
 * - a shell deploy and a hub deploy that cannot both be live (the hub needs zustand ^5.1.0, the
 *   shell shares 5.0.0), released together round after round: never both live, the loser exits 3
 *   naming the change that beat it;
 * - a writer paused half-way through putting its shell's files live while another shell deploy
 *   runs to the end: the live files are the committed version's when it wakes up and finishes.
 */
import { expect } from '@playwright/test';
import { distOf } from '@naturverse/site/serve';
import { hubCopy, mustRun, shellCopy, start, type Place, type Run } from './deployers';
import { ledgerFaults, ledgerOf, liveFilesNotOf, type RootReader } from './root-state';

const INCOMPATIBLE_SHELL = '9.5.0';
const INCOMPATIBLE_HUB = '2.0.0';

/** Rounds of an incompatible shell deploy and hub deploy released at the same moment. Returns how many each won. */
export async function incompatibleRaces(place: Place, root: RootReader, rounds: number): Promise<{ shell: number; hub: number }> {
  await mustRun(place, ['deploy', 'shell', '--from', distOf('shell'), '--to', root.to, '--who', 'platform']);
  // zones 1.0.0 shares no zustand with the shell: both shells can run it; zones 2.0.0 needs ^5.1.0
  const calm = await hubCopy({ from: 'zones', name: 'zones', version: '1.0.0', withoutShared: ['zustand'] });
  await mustRun(place, ['deploy', 'zones', '--from', calm, '--to', root.to, '--who', 'setup']);
  const shell = await shellCopy({ version: INCOMPATIBLE_SHELL, touch: 'older zustand', shares: { zustand: '5.0.0' } });
  const hub = await hubCopy({ from: 'zones', name: 'zones', version: INCOMPATIBLE_HUB });
  const builtShell = (await ledgerOf(root)).registry!.shell!.version;
  const wins = { shell: 0, hub: 0 };
  for (let round = 0; round < rounds; round++) {
    const writers = {
      shell: start(place, ['deploy', 'shell', '--from', shell, '--to', root.to, '--who', `platform-${round}`], {
        NATURVERSE_TEST_PAUSE_AT: 'before-history-claim',
      }),
      hub: start(place, ['deploy', 'zones', '--from', hub, '--to', root.to, '--who', `zones-team-${round}`], {
        NATURVERSE_TEST_PAUSE_AT: 'before-history-claim',
      }),
    };
    // both prepared against the same registry, then let go in the same moment (who is told first alternates)
    await Promise.all([writers.shell.printed('paused at before-history-claim'), writers.hub.printed('paused at before-history-claim')]);
    const order = round % 2 ? [writers.hub, writers.shell] : [writers.shell, writers.hub];
    for (const w of order) w.signal('SIGUSR2');
    const results: Record<'shell' | 'hub', Run> = { shell: await writers.shell.done, hub: await writers.hub.done };
    const codes = [results.shell.code, results.hub.code];
    expect(codes.sort(), `round ${round}: ${results.shell.stderr}${results.hub.stderr}`).toEqual([0, 3]);
    const winner = results.shell.code === 0 ? 'shell' : 'hub';
    wins[winner]++;
    const loser = results[winner === 'shell' ? 'hub' : 'shell'];
    expect(loser.stderr, `round ${round}`).toContain(
      winner === 'shell'
        ? `shell ${INCOMPATIBLE_SHELL} (deploy) by platform-${round} (revision`
        : `zones ${INCOMPATIBLE_HUB} (deploy) by zones-team-${round} (revision`,
    );
    expect(loser.stderr).toContain('went live while this change was prepared');
    expect(loser.stderr).toContain('needs zustand@^5.1.0');
    const { registry } = await ledgerOf(root);
    const zones = registry!.remotes.find((r) => r.name === 'zones')!.manifest;
    expect(registry!.shell!.version === INCOMPATIBLE_SHELL && zones.includes(`/${INCOMPATIBLE_HUB}/`), `round ${round}: both live`).toBe(false);
    expect(await ledgerFaults(root)).toEqual([]);
    // back to the start for the next round
    if (winner === 'shell') await mustRun(place, ['rollback', 'shell', '--version', builtShell, '--to', root.to, '--who', `reset-${round}`]);
    else await mustRun(place, ['rollback', 'zones', '--version', '1.0.0', '--to', root.to, '--who', `reset-${round}`]);
  }
  return wins;
}

/** A shell writer paused half-way through projecting while another shell deploy runs to the end. */
export async function pausedWriterOvertaken(place: Place, root: RootReader): Promise<void> {
  const [slow, fast] = [await shellCopy({ version: '9.6.0', touch: 'slow' }), await shellCopy({ version: '9.6.1', touch: 'fast' })];
  const paused = start(place, ['deploy', 'shell', '--from', slow, '--to', root.to, '--who', 'slow'], { NATURVERSE_TEST_PAUSE_AT: 'projection-halfway' });
  await paused.printed('paused at projection-halfway');
  expect(await mustRun(place, ['deploy', 'shell', '--from', fast, '--to', root.to, '--who', 'fast'])).toContain('shell: 9.6.0 → 9.6.1');
  expect(await liveFilesNotOf(root, '9.6.1'), 'while the slow writer sleeps').toEqual([]);
  paused.signal('SIGUSR2');
  const woke = await paused.done;
  expect(woke.code, woke.stderr).toBe(0);
  const { registry, records } = await ledgerOf(root);
  expect(registry!.shell!.version).toBe('9.6.1');
  expect(await liveFilesNotOf(root, '9.6.1'), 'after the slow writer finished').toEqual([]);
  expect(await ledgerFaults(root)).toEqual([]);
  expect(records.flatMap((r) => r.changes.filter((c) => c.hub === 'shell').map((c) => `${r.who}: ${c.from} → ${c.to}`)).slice(-2)).toEqual([
    'slow: ' + (records.find((r) => r.who === 'slow')!.changes[0]!.from ?? 'null') + ' → 9.6.0',
    'fast: 9.6.0 → 9.6.1',
  ]);
}
