import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RENDER_HUB_WAIT_MS, settledWithin } from './first-render';

describe('first render of a deep link waits for the hub, within a bound', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const watch = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('goes on as soon as the hub has loaded', async () => {
    let arrive: (value: unknown) => void = () => {};
    const state = watch(settledWithin(new Promise((resolve) => (arrive = resolve)), FIRST_RENDER_HUB_WAIT_MS));
    await vi.advanceTimersByTimeAsync(200);
    expect(state.done).toBe(false);
    arrive('hub');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('goes on at once when the hub fails (its route shows the fallback), and never rejects', async () => {
    const failed = Promise.reject(new Error('manifest unreachable'));
    const state = watch(settledWithin(failed, FIRST_RENDER_HUB_WAIT_MS));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('does not hold the site for a hub that hangs: it goes on at the bound, not before', async () => {
    const state = watch(settledWithin(new Promise(() => {}), FIRST_RENDER_HUB_WAIT_MS));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_HUB_WAIT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });
});
