/**
 * The Ceph harness's processes: one-shot tools (their output kept for the error when they fail)
 * and daemons run in the foreground as children, so their ids are known and each is stopped by
 * id — at teardown, or when the test process exits without one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';

/** Run a tool to completion; resolves with its stdout, rejects naming the tool and its last output lines. */
export function tool(cmd: string, args: string[], timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`${cmd} could not start (${e.message}): is Ceph installed? npm test installs ceph-mon, ceph-osd and radosgw`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else
        reject(
          new Error(
            `${cmd} ${args.filter((a) => !a.startsWith('--secret')).join(' ')} failed (${signal ?? `exit ${code}`}): ${(err || out).trim().split('\n').slice(-5).join(' | ')}`,
          ),
        );
    });
  });
}

export interface Daemon {
  /** throws when the daemon has already exited (a readiness wait stops at once instead of timing out) */
  assertRunning(): void;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it has exited */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// a test process that exits without its teardown (a crash, a timeout) must not leave daemons behind
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Start a daemon in the foreground (`-f`), its output in `dir`/log/<name>.out. */
export function daemon(cmd: string, args: string[], dir: string): Daemon {
  const out = openSync(join(dir, 'log', `${cmd}.out`), 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', out, out] });
  running.add(child);
  let exited: string | null = null;
  const done = new Promise<void>((resolve) => {
    child.on('close', (code, signal) => {
      exited = signal ?? `exit ${code}`;
      running.delete(child);
      resolve();
    });
    child.on('error', (e) => {
      exited = e.message;
      running.delete(child);
      resolve();
    });
  });
  return {
    assertRunning() {
      if (exited !== null) throw new Error(`${cmd} exited (${exited}); its log is in ${dir}/log`);
    },
    async stop() {
      if (exited !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Retry `probe` until it resolves, or fail after `timeoutMs` naming `what` and the last error. */
export async function waitFor(what: string, timeoutMs: number, probe: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      await probe();
      return;
    } catch (error) {
      last = error;
      if (error instanceof Error && / exited \(/.test(error.message)) throw error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s (${last instanceof Error ? last.message : String(last)})`);
}
