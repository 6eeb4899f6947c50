import { describe, expect, it, vi } from 'vitest';
import { DeadlineError } from './deadline';
import { fetchManifest } from './manifest-fetch';

type Answer = () => Promise<Response>;

/** A fake server: answers each request with the next scripted answer, and refuses extra requests. */
function scripted(...answers: Answer[]) {
  const seen: string[] = [];
  const fetchImpl = ((url: string, init?: RequestInit) => {
    seen.push(url);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${seen.length} for ${url}`);
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      next().then(resolve, reject);
    });
  }) as typeof fetch;
  return { fetchImpl, seen };
}

const ok: Answer = async () => Response.json({ id: 'zones' });
const hang: Answer = () => new Promise(() => {});
const refused: Answer = async () => Promise.reject(new TypeError('Failed to fetch'));
const status =
  (code: number): Answer =>
  async () =>
    new Response('x', { status: code });
const URL_ = 'http://localhost:3001/mf-manifest.json';

describe('fetchManifest', () => {
  it('returns the manifest with its body already read', async () => {
    const { fetchImpl } = scripted(ok);
    const res = await fetchManifest(URL_, {}, { budgetMs: 500, fetchImpl });
    await expect(res.json()).resolves.toEqual({ id: 'zones' });
  });

  it('retries a refused connection and a 5xx (a server restarting), then succeeds', async () => {
    const { fetchImpl, seen } = scripted(refused, status(503), ok);
    const res = await fetchManifest(URL_, {}, { budgetMs: 1000, retryDelayMs: 5, fetchImpl });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(3);
  });

  it('does not retry a 404: it fails at once', async () => {
    const { fetchImpl, seen } = scripted(status(404));
    await expect(fetchManifest(URL_, {}, { budgetMs: 1000, retryDelayMs: 5, fetchImpl })).rejects.toThrow('answered 404');
    expect(seen).toHaveLength(1);
  });

  it('gives up after the last attempt of a server that keeps failing', async () => {
    const { fetchImpl, seen } = scripted(status(500), status(500), status(500));
    await expect(fetchManifest(URL_, {}, { budgetMs: 1000, retryDelayMs: 5, fetchImpl })).rejects.toThrow('answered 500');
    expect(seen).toHaveLength(3);
  });

  it('aborts a manifest that hangs when the budget is spent, and does not ask again (real clock)', async () => {
    const { fetchImpl, seen } = scripted(hang);
    const started = performance.now();
    await expect(fetchManifest(URL_, {}, { budgetMs: 60.5, retryDelayMs: 5, fetchImpl })).rejects.toBeInstanceOf(DeadlineError);
    expect(performance.now() - started).toBeLessThan(500);
    expect(seen).toHaveLength(1);
  });

  it('counts the retries against the same budget: a hang after a blip still ends in time', async () => {
    const { fetchImpl, seen } = scripted(refused, hang);
    const started = performance.now();
    await expect(fetchManifest(URL_, {}, { budgetMs: 80, retryDelayMs: 20, fetchImpl })).rejects.toBeInstanceOf(DeadlineError);
    expect(performance.now() - started).toBeLessThan(500);
    expect(seen).toHaveLength(2);
  });

  it('does not start a retry the budget cannot cover', async () => {
    let t = 0;
    const { fetchImpl, seen } = scripted(async () => {
      t += 990; // the first attempt took almost the whole budget
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(fetchManifest(URL_, {}, { budgetMs: 1000, retryDelayMs: 250, fetchImpl, now: () => t })).rejects.toThrow('Failed to fetch');
    expect(seen).toHaveLength(1);
  });

  it('gives up on a body that stalls after the headers', async () => {
    const stalled: Answer = async () => new Response(new ReadableStream({ start: () => {} }));
    const { fetchImpl } = scripted(stalled);
    await expect(fetchManifest(URL_, {}, { budgetMs: 40, fetchImpl })).rejects.toBeInstanceOf(DeadlineError);
  });

  it('passes the runtime’s request options on', async () => {
    const spy = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({}));
    await fetchManifest(URL_, { credentials: 'omit' }, { budgetMs: 100, fetchImpl: spy as unknown as typeof fetch });
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });
    expect(spy.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });
});
