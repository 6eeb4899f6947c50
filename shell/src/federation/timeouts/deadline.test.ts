import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineError, fetchJSONWithin, withDeadline } from './deadline';

const never = <T>() => new Promise<T>(() => {});

/** A fetch that honours the abort signal, as browsers do, and never answers otherwise. */
function hangingFetch(): { fetchImpl: typeof fetch; aborted: () => boolean } {
  let signal: AbortSignal | undefined;
  const fetchImpl = ((_url: string, init?: RequestInit) => {
    signal = init?.signal ?? undefined;
    return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  }) as typeof fetch;
  return { fetchImpl, aborted: () => signal?.aborted === true };
}

afterEach(() => vi.useRealTimers());

describe('withDeadline', () => {
  it('passes a value that arrives in time through', async () => {
    await expect(withDeadline(Promise.resolve(7), 100, 'x')).resolves.toBe(7);
  });

  it('passes an early failure through unchanged', async () => {
    await expect(withDeadline(Promise.reject(new Error('boom')), 100, 'x')).rejects.toThrow('boom');
  });

  it('gives up at the deadline, not before, and runs onTimeout first (fake clock)', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const result = withDeadline(never(), 3000, 'the registry', onTimeout);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(settled.mock.calls[0]?.[0]).toBeInstanceOf(DeadlineError);
    expect(String(settled.mock.calls[0]?.[0])).toContain('the registry did not answer within 3000 ms');
  });

  it('gives up on the real clock too', async () => {
    const started = performance.now();
    await expect(withDeadline(never(), 40.5, 'x')).rejects.toBeInstanceOf(DeadlineError);
    // timers truncate fractions and may fire a fraction of a millisecond early: for a
    // deadline that only means giving up a hair sooner, so allow 1.5 ms
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
  });
});

describe('fetchJSONWithin', () => {
  it('reads a JSON file', async () => {
    const fetchImpl = (async () => Response.json({ remotes: [] })) as typeof fetch;
    await expect(fetchJSONWithin('/remotes.json', 100, fetchImpl)).resolves.toEqual({ remotes: [] });
  });

  it.each([
    ['a 500', async () => new Response('oops', { status: 500 })],
    ['a 404', async () => new Response('nope', { status: 404 })],
    ['an HTML page', async () => new Response('<!doctype html><p>hi</p>', { headers: { 'content-type': 'text/html' } })],
    ['invalid JSON', async () => new Response('{"remotes": [')],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('turns %s into null and logs it', async (_label, answer) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchJSONWithin('/remotes.json', 100, answer as unknown as typeof fetch)).resolves.toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it('aborts a request that hangs and goes on with null (real clock)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchImpl, aborted } = hangingFetch();
    await expect(fetchJSONWithin('/config.json', 30, fetchImpl)).resolves.toBeNull();
    expect(aborted()).toBe(true);
  });

  it('gives up on a body that stalls after the headers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stalled = new Response(new ReadableStream({ start: () => {} }));
    const fetchImpl = (async () => stalled) as typeof fetch;
    await expect(fetchJSONWithin('/remotes.json', 30, fetchImpl)).resolves.toBeNull();
  });
});
