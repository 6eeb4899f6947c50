import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_TIMEOUT_MS, MANIFEST_BUDGET_MS } from '../../timeouts/hub-timeouts';
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
    const result = (timeoutPlugin as Hooks).createScript({ url: 'http://a/remoteEntry.js', attrs: { fetchpriority: 'high', async: true } }) as unknown as {
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

  it('reads a manifest within the budget', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ id: 'zones' }));
    const fetchHook = (timeoutPlugin as Hooks).fetch as unknown as (u: string, i: RequestInit) => Promise<Response>;
    const res = await fetchHook('http://a/mf-manifest.json', {});
    await expect(res.json()).resolves.toEqual({ id: 'zones' });
    expect(MANIFEST_BUDGET_MS).toBeLessThanOrEqual(3000);
  });
});
