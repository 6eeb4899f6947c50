import { describe, expect, it, vi } from 'vitest';
import { HubSkewError } from './skew-error';

// the page's runtime instance, as the one share-scope reader finds it
const page = vi.hoisted(() => ({ shareScopeMap: {} as Record<string, unknown> }));
vi.mock('@module-federation/runtime', async (original) => ({
  ...(await original<typeof import('@module-federation/runtime')>()),
  getInstance: () => page,
}));
const { skewGuardPlugin } = await import('./skew-plugin');

/** The guard's hook for a hub whose manifest needs `@naturverse/ui` in `range` as a singleton. */
function guard(range: string) {
  const args = { moduleInfo: { name: 'zones' }, manifestJson: { shared: [{ name: '@naturverse/ui', requiredVersion: range, singleton: true }] } };
  return () => (skewGuardPlugin.loadRemoteSnapshot as (a: typeof args) => unknown)(args);
}

describe('the skew guard reads the page’s copies through the one reader', () => {
  it('mounts a hub the copy in use satisfies, refuses one it does not', () => {
    page.shareScopeMap = { default: { '@naturverse/ui': { '1.4.0': { from: 'shell', lib: () => ({}), loaded: true } } } };
    expect(guard('^1.0.0')).not.toThrow();
    expect(guard('^2.0.0')).toThrow(HubSkewError);
  });

  it('a copy being loaded is the page’s copy, not a higher one nobody loads (the case the status page read otherwise)', () => {
    page.shareScopeMap = {
      default: {
        '@naturverse/ui': {
          '2.0.0': { from: 'navatar', loaded: false, loading: null },
          '1.0.0': { from: 'zones', loading: Promise.resolve() },
        },
      },
    };
    expect(guard('^1.0.0')).not.toThrow();
    expect(guard('^2.0.0')).toThrow('hub "zones" needs @naturverse/ui@^2.0.0 (page has 1.0.0 from zones)');
  });

  it('copies in another share scope are not the page’s', () => {
    page.shareScopeMap = { other: { '@naturverse/ui': { '1.0.0': { from: 'x', loaded: true } } } };
    // the page shares no @naturverse/ui in the default scope: the hub brings its own copy
    expect(guard('^2.0.0')).not.toThrow();
  });
});
