import { describe, expect, it, vi } from 'vitest';

// the hub's load as first-screen.ts joins it: the test settles it
const hubLoad = vi.hoisted(() => ({ resolve: () => {}, reject: (_error: Error) => {}, asked: [] as string[] }));
vi.mock('./remotes', () => ({
  loadHub: (name: string) => {
    hubLoad.asked.push(name);
    return new Promise<void>((resolve, reject) => Object.assign(hubLoad, { resolve, reject }));
  },
}));

const { afterFirstScreen, firstScreenDone } = await import('./first-screen');

/** Idle moments the test hands out one by one. */
function idleMoments() {
  const waiting: Array<() => void> = [];
  return {
    idle: (run: () => void) => {
      waiting.push(run);
      return () => waiting.splice(waiting.indexOf(run), 1);
    },
    next: () => waiting.shift()?.(),
    pending: () => waiting.length,
  };
}

describe('background work after the first screen', () => {
  it('on a shell page: done once the page is React’s', () => {
    let started = false;
    const done = firstScreenDone(undefined, () => started);
    expect(done()).toBe(false);
    started = true;
    expect(done()).toBe(true);
    expect(hubLoad.asked).toEqual([]);
  });

  it('on a hub’s page: done once the page is React’s and its hub has loaded, or failed', async () => {
    const loaded = firstScreenDone('zones', () => true);
    expect(hubLoad.asked).toEqual(['zones']);
    expect(loaded()).toBe(false);
    hubLoad.resolve();
    await Promise.resolve();
    expect(loaded()).toBe(true);
    const failed = firstScreenDone('zones', () => true);
    hubLoad.reject(new Error('down'));
    await Promise.resolve();
    expect(failed()).toBe(true);
  });

  it('runs the task at the first idle moment after the first screen, asking again at each one before', () => {
    const moments = idleMoments();
    let done = false;
    const task = vi.fn();
    afterFirstScreen(task, () => done, moments.idle);
    moments.next();
    moments.next();
    expect(task).not.toHaveBeenCalled();
    expect(moments.pending()).toBe(1);
    done = true;
    moments.next();
    expect(task).toHaveBeenCalledOnce();
    expect(moments.pending()).toBe(0);
  });

  it('runs nothing once cancelled', () => {
    const moments = idleMoments();
    const task = vi.fn();
    const cancel = afterFirstScreen(task, () => true, moments.idle);
    cancel();
    expect(moments.pending()).toBe(0);
    expect(task).not.toHaveBeenCalled();
  });
});
