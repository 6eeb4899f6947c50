import { describe, expect, it } from 'vitest';
import { CANARY_BUCKETS, chooseVersions, describeChoice, drawBucket, inCanary, isBucket } from './canary';
import { versionOf } from '@naturverse/contracts/manifest-url';
import type { CanaryChoice } from './types';
import type { Registry } from '../registry/types';

const STABLE = '/hubs/zones/1.3.0/mf-manifest.json';
const CANARY = '/hubs/zones/1.4.0/mf-manifest.json';
const registry: Registry = {
  remotes: [
    { name: 'zones', title: 'Zones', manifest: STABLE, prefixes: ['/zones'], canary: { manifest: CANARY, share: 50 } },
    { name: 'passport', title: 'Passport', manifest: '/hubs/passport/1.0.0/mf-manifest.json', prefixes: ['/passport'] },
  ],
  overrides: { allowedOrigins: [] },
};
const none = new Set<string>();

describe('the bucket', () => {
  it('is a whole number 0–99 from any random number in [0, 1)', () => {
    expect([0, 0.004, 0.5, 0.999999999].map((r) => drawBucket(() => r))).toEqual([0, 0, 50, 99]);
    for (let i = 0; i < 200; i++) expect(isBucket(drawBucket())).toBe(true);
  });

  it('only 0–99 whole numbers are buckets', () => {
    expect([0, 99, 42].every(isBucket)).toBe(true);
    expect([-1, 100, 4.5, '7', null, NaN].some(isBucket)).toBe(false);
  });

  it('share N gives the canary to exactly N of the 100 buckets (1 % and 99 % included)', () => {
    const buckets = [...Array(CANARY_BUCKETS).keys()];
    for (const share of [1, 10, 50, 99]) expect(buckets.filter((b) => inCanary(b, share))).toHaveLength(share);
    expect(inCanary(49, 50)).toBe(true);
    expect(inCanary(50, 50)).toBe(false);
  });
});

describe('the versions this browser runs', () => {
  it('a bucket below the share runs the canary, with the stable version as its fallback; other hubs are untouched', () => {
    const { registry: chosen, choices } = chooseVersions(registry, 12, none);
    expect(chosen.remotes[0]).toMatchObject({ manifest: CANARY, fallback: STABLE });
    expect(chosen.remotes[1]).toBe(registry.remotes[1]);
    expect(choices).toEqual([{ hub: 'zones', title: 'Zones', runs: 'canary', bucket: 12, share: 50, canaryManifest: CANARY, stableManifest: STABLE }]);
  });

  it('a bucket at or above the share runs stable, exactly as served', () => {
    for (const bucket of [50, 73]) {
      const { registry: chosen, choices } = chooseVersions(registry, bucket, none);
      expect(chosen.remotes[0]).toBe(registry.remotes[0]);
      expect(choices[0]?.runs).toBe('stable');
    }
  });

  it('an override wins: the overridden entry is left as the override set it, even in the canary’s buckets', () => {
    const overridden: Registry = {
      ...registry,
      remotes: registry.remotes.map((r) => (r.name === 'zones' ? { ...r, manifest: 'http://localhost:3551/mf-manifest.json' } : r)),
    };
    const { registry: chosen, choices } = chooseVersions(overridden, 12, new Set(['zones']));
    expect(chosen.remotes[0]?.manifest).toBe('http://localhost:3551/mf-manifest.json');
    expect(chosen.remotes[0]?.fallback).toBeUndefined();
    expect(choices[0]?.runs).toBe('override');
  });

  it('a registry without a canary has no choices and is unchanged', () => {
    const plain: Registry = { ...registry, remotes: [registry.remotes[1]!] };
    expect(chooseVersions(plain, 3, none)).toEqual({ registry: plain, choices: [] });
  });
});

describe('what /status says', () => {
  const choice = (runs: CanaryChoice['runs'], bucket = 12): CanaryChoice => ({
    hub: 'zones',
    title: 'Zones',
    runs,
    bucket,
    share: 50,
    canaryManifest: CANARY,
    stableManifest: STABLE,
  });

  it('names the version, the bucket and the share, in plain words', () => {
    expect(describeChoice(choice('canary'))).toBe('Canary 1.4.0 — this browser is in bucket 12, canary share 50 % (buckets 0–49 get it).');
    expect(describeChoice(choice('stable', 73))).toBe('Stable 1.3.0 — this browser is in bucket 73, not below the canary share 50 %.');
    expect(describeChoice(choice('override'))).toBe(
      'Override — this browser has an override for this hub, and an override wins over the canary (1.4.0, canary share 50 %).',
    );
    expect(describeChoice(choice('canary-failed'))).toBe(
      'Stable 1.3.0 — this browser should run canary 1.4.0 (bucket 12, canary share 50 %), but it failed to load, so the stable version was used.',
    );
  });

  it('reads the version from a deploy root’s URL, else names the URL', () => {
    expect(versionOf('https://cdn.example/hubs/zones/2.0.0-rc.1/mf-manifest.json?x=1')).toBe('2.0.0-rc.1');
    expect(versionOf('http://localhost:3001/mf-manifest.json')).toBeNull();
    expect(describeChoice({ ...choice('canary'), canaryManifest: 'http://localhost:3001/mf-manifest.json' })).toContain(
      'Canary the build at http://localhost:3001/mf-manifest.json —',
    );
  });
});
