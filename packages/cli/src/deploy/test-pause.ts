// A test-only hook (docs/operations.md, "A root in object storage"): NATURVERSE_TEST_PAUSE_AT=<step>
// stops a deploy at that step of its writes — it says so on stderr and waits — so the e2e suite
// can kill a writer (SIGKILL) exactly between two writes and prove the next command repairs the
// root, or stop the store and let the writer go on (SIGUSR2) to prove how a failure reads. Steps, in
// the order a deploy reaches them: after-version-digest (a version's digest recorded, none of its
// files yet), before-history-claim, after-history-claim, after-registry-write, projection-halfway
// (a shell's hashed files copied to the root, its pages not yet). Unset (always, outside tests) it does nothing.
export type PauseStep = 'after-version-digest' | 'before-history-claim' | 'after-history-claim' | 'after-registry-write' | 'projection-halfway';

export async function pauseAt(step: PauseStep, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.NATURVERSE_TEST_PAUSE_AT !== step) return;
  // the handler first, then the word: a test that signals as soon as it reads the word must find it installed
  const resumed = new Promise<void>((resolve) => {
    const alive = setInterval(() => {}, 60_000);
    process.once('SIGUSR2', () => {
      clearInterval(alive);
      resolve();
    });
  });
  process.stderr.write(`naturverse: paused at ${step} (NATURVERSE_TEST_PAUSE_AT)\n`);
  await resumed;
}
