import { describe, expect, it, vi } from 'vitest';

const loaded = new Map<string, () => null>();
vi.mock('../loading/remotes', () => ({
  loadHub: (name: string) => Promise.resolve(loaded.get(name) ?? (() => null)),
  loadedHub: (name: string) => loaded.get(name),
  resetHub: (name: string) => loaded.delete(name),
}));

describe('getHubComponent', () => {
  it('keeps the lazy wrapper once a hub was rendered through it (no remount after it loads)', async () => {
    const { getHubComponent } = await import('./hub-component');
    const first = getHubComponent('zones');
    loaded.set('zones', () => null); // the hub finished loading
    expect(getHubComponent('zones')).toBe(first);
  });

  it('gives a hub loaded before its first render its own component', async () => {
    const { getHubComponent } = await import('./hub-component');
    const Own = () => null;
    loaded.set('passport', Own);
    expect(getHubComponent('passport')).toBe(Own);
  });

  it('"Try again" drops the wrapper', async () => {
    const { getHubComponent, retryHub } = await import('./hub-component');
    const first = getHubComponent('music');
    retryHub('music');
    expect(getHubComponent('music')).not.toBe(first);
  });
});
