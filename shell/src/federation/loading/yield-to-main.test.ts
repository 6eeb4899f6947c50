import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    await yieldToMain({ scheduler: { yield: yieldFn } });
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('else continues in a message-channel task: after the microtasks already queued', async () => {
    const order: string[] = [];
    const yielded = yieldToMain({ MessageChannel }).then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('a queued microtask'));
    await yielded;
    expect(order).toEqual(['a queued microtask', 'after the yield']);
  });

  it('resolves at once where neither exists (the build’s prerender in Node has MessageChannel; a bare scope has not)', async () => {
    await expect(yieldToMain({})).resolves.toBeUndefined();
  });
});
