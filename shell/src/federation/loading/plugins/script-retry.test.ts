import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_RETRY_DELAY_MS, scriptRetryPlugin, withRetries } from './script-retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('withRetries', () => {
  it('tries again after the delay, not before, and returns the first success', async () => {
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('blip')).mockResolvedValue('ok');
    const result = withRetries(attempt, 2, 250);
    await vi.advanceTimersByTimeAsync(249);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('gives up after 1 + retries attempts with the last error', async () => {
    let n = 0;
    const attempt = vi.fn(() => Promise.reject(new Error(`down ${++n}`)));
    const result = withRetries(attempt, 2, 250);
    const settled = expect(result).rejects.toThrow('down 3');
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});

describe('scriptRetryPlugin', () => {
  it('has no fetch hook: manifests are fetched once, by timeoutPlugin (its budget and retry)', () => {
    // @module-federation/retry-plugin's fetch hook fetched every manifest a second time
    expect(scriptRetryPlugin.fetch).toBeUndefined();
  });

  type LoadEntryError = (args: Record<string, unknown>) => Promise<unknown>;
  it('loads a failed hub entry again, forgetting the failed load first', async () => {
    const globalLoading: Record<string, unknown> = { zones: Promise.reject(new Error('old')).catch(() => {}) };
    const exports = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi.fn(() => {
      expect(globalLoading.zones).toBeUndefined();
      return Promise.resolve(exports);
    });
    const recovered = (scriptRetryPlugin.loadEntryError as unknown as LoadEntryError)({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'zones' },
      globalLoading,
      uniqueKey: 'zones',
    });
    await vi.advanceTimersByTimeAsync(SCRIPT_RETRY_DELAY_MS);
    await expect(recovered).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('asks for the exposed module again when its chunk failed once', async () => {
    const factory = () => ({ default: 'routes' });
    const get = vi.fn().mockRejectedValueOnce(new Error('chunk blip')).mockResolvedValue(factory);
    type GetModuleFactory = (args: Record<string, unknown>) => Promise<unknown>;
    const result = (scriptRetryPlugin.getModuleFactory as unknown as GetModuleFactory)({
      remoteEntryExports: { get, init: vi.fn() },
      expose: './routes',
      moduleInfo: { name: 'zones' },
    });
    await vi.advanceTimersByTimeAsync(SCRIPT_RETRY_DELAY_MS);
    await expect(result).resolves.toBe(factory);
    expect(get).toHaveBeenCalledWith('./routes');
  });
});
