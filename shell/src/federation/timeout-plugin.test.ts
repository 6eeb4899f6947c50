import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_TIMEOUT_MS, MANIFEST_BUDGET_MS } from './hub-timeouts';
import { onHubProgress } from './hub-progress';
import { timeoutPlugin } from './timeout-plugin';

/** Just enough of a DOM for the plugin: it may only create <script> elements. */
function fakeDocument() {
  const createElement = (tag: string) => {
    if (tag !== 'script') throw new Error(`unexpected element <${tag}>`);
    const attributes: Record<string, string> = {};
    return { type: '', async: false, attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
  };
  vi.stubGlobal('document', { createElement });
}

afterEach(() => vi.unstubAllGlobals());

type Hooks = Required<typeof timeoutPlugin>;

describe('timeoutPlugin', () => {
  it('gives a remote entry our timeout, not the runtime’s 20 s, and keeps the runtime’s attributes', () => {
    fakeDocument();
    const result = (timeoutPlugin as Hooks).createScript({ url: 'http://a/remoteEntry.js', attrs: { fetchpriority: 'high', async: true } }) as {
      script: { type: string; async: boolean; attributes: Record<string, string> };
      timeout: number;
    };
    expect(result.timeout).toBe(SCRIPT_TIMEOUT_MS);
    expect(SCRIPT_TIMEOUT_MS).toBeLessThan(5000);
    expect(result.script.type).toBe('text/javascript');
    expect(result.script.async).toBe(true);
    expect(result.script.attributes).toEqual({ fetchpriority: 'high' });
  });

  it('gives stylesheets the same timeout', () => {
    expect((timeoutPlugin as Hooks).createLink({ url: 'http://a/x.css' })).toEqual({ timeout: SCRIPT_TIMEOUT_MS });
  });

  it('reads a manifest within the budget and reports the hub’s progress', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ id: 'zones' }));
    const progressed = vi.fn();
    const stop = onHubProgress('zones', progressed);
    const fetchHook = (timeoutPlugin as Hooks).fetch as unknown as (u: string, i: RequestInit, r: { name: string }) => Promise<Response>;
    const res = await fetchHook('http://a/mf-manifest.json', {}, { name: 'zones' });
    await expect(res.json()).resolves.toEqual({ id: 'zones' });
    expect(progressed).toHaveBeenCalledOnce();
    expect(MANIFEST_BUDGET_MS).toBeLessThanOrEqual(3000);
    stop();
  });

  it('an entry that ran is progress; one that failed is not', () => {
    const progressed = vi.fn();
    const stop = onHubProgress('zones', progressed);
    const after = (timeoutPlugin as Hooks).afterLoadEntry as unknown as (a: { remoteInfo: { name: string }; error?: unknown }) => void;
    after({ remoteInfo: { name: 'zones' }, error: new Error('404') });
    expect(progressed).not.toHaveBeenCalled();
    after({ remoteInfo: { name: 'zones' } });
    expect(progressed).toHaveBeenCalledOnce();
    stop();
  });
});
