import { afterEach, describe, expect, it, vi } from 'vitest';

/** A minimal window + localStorage for the node test environment. */
function fakeWindow(initial: Record<string, string>, { failWrites = false } = {}) {
  const data = new Map(Object.entries(initial));
  const listeners = new Map<string, Array<(e: unknown) => void>>();
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (failWrites) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      data.set(k, v);
    },
    removeItem: (k: string) => data.delete(k),
  };
  const win = {
    localStorage,
    addEventListener: (name: string, fn: (e: unknown) => void) => listeners.set(name, [...(listeners.get(name) ?? []), fn]),
    removeEventListener: () => {},
    dispatchEvent: (event: { type: string }) => {
      (listeners.get(event.type) ?? []).forEach((fn) => fn(event));
      return true;
    },
  };
  vi.stubGlobal('window', win);
  return { data, fire: (type: string, event: object) => (listeners.get(type) ?? []).forEach((fn) => fn(event)) };
}

async function loadStore() {
  vi.resetModules();
  return import('./cart-store.js');
}

const line = { id: 'stickers', name: 'Sticker Pack', price: 6, image: '', href: '/marketplace/stickers', blurb: '', qty: 2 };

afterEach(() => vi.unstubAllGlobals());

describe('cart store', () => {
  it('starts from the stored cart', async () => {
    fakeWindow({ 'naturverse.cart.v1': JSON.stringify({ version: 1, lines: [line] }) });
    const { cartStore } = await loadStore();
    expect(cartStore.getState().lines).toEqual([line]);
  });

  it.each(['{not json', '"a string"', '{"version":1,"lines":{"x":1}}', '[]'])('starts empty from corrupt value %s', async (raw) => {
    fakeWindow({ 'naturverse.cart.v1': raw });
    const { cartStore } = await loadStore();
    expect(cartStore.getState().lines).toEqual([]);
  });

  it('updateCart applies a rule, persists it under the versioned key and reports ok', async () => {
    const { data } = fakeWindow({});
    const { updateCart, cartStore } = await loadStore();
    const result = updateCart((lines) => [...lines, line]);
    expect(result).toEqual({ ok: true });
    expect(cartStore.getState().lines).toEqual([line]);
    expect(JSON.parse(data.get('naturverse.cart.v1') ?? '')).toEqual({ version: 2, state: { lines: [line] } });
  });

  it('a failed write (quota) is reported and changes nothing: the count stays what was saved', async () => {
    const saved = { ...line, qty: 1 };
    const { data } = fakeWindow({ 'naturverse.cart.v1': JSON.stringify({ version: 1, lines: [saved] }) }, { failWrites: true });
    const before = data.get('naturverse.cart.v1');
    const { updateCart, cartStore, cartCount } = await loadStore();
    const heard: unknown[] = [];
    window.addEventListener('naturverse:cart-changed', (e) => heard.push(e));
    const result = updateCart((lines) => lines.map((l) => ({ ...l, qty: l.qty + 1 })));
    expect(result).toEqual({ ok: false, reason: 'quota' });
    expect(cartCount(cartStore.getState().lines)).toBe(1);
    expect(heard).toEqual([]);
    expect(data.get('naturverse.cart.v1')).toBe(before);
  });

  it('adopts the value another tab wrote (storage event)', async () => {
    const { data, fire } = fakeWindow({});
    const { cartStore } = await loadStore();
    data.set('naturverse.cart.v1', JSON.stringify({ version: 1, lines: [line] }));
    fire('storage', { key: 'naturverse.cart.v1' });
    expect(cartStore.getState().lines).toEqual([line]);
  });
});
