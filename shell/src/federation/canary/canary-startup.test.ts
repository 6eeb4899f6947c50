import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage } from '@naturverse/platform/testing';
import { CANARY_FALLBACK_MARK } from '../../marks/reporter-marks';
import { CANARY_BUCKET_SPEC } from './canary-bucket';
import { getCanaryState, setCanaryState } from './canary-state';
import { setOverrideState } from '../overrides/override-state';
import { EMPTY_REGISTRY } from '../registry/registry';
import type { Registry } from '../registry/types';

// the listener the start-up gives remotes.ts (told when a primary load failed and the fallback is loaded)
const remotes = vi.hoisted(() => ({ listener: undefined as ((name: string, error: unknown) => void) | undefined }));
vi.mock('../loading/remotes', () => ({ setFallbackListener: (l: (name: string, error: unknown) => void) => (remotes.listener = l) }));
const { applyCanaries } = await import('./canary-startup');

const STABLE = '/hubs/zones/1.3.0/mf-manifest.json';
const CANARY = '/hubs/zones/1.4.0/mf-manifest.json';
const served: Registry = {
  remotes: [
    { name: 'zones', title: 'Zones', manifest: STABLE, prefixes: ['/zones'], canary: { manifest: CANARY, share: 50 } },
    { name: 'navatar', title: 'Navatar', manifest: '/hubs/navatar/1.0.0/mf-manifest.json', prefixes: ['/navatar'] },
  ],
  overrides: { allowedOrigins: [] },
};
const seedBucket = (bucket: number) => stubBrowserStorage().setItem(CANARY_BUCKET_SPEC.key, JSON.stringify({ version: 1, state: bucket }));
const fallbackMarks = () => performance.getEntriesByName(CANARY_FALLBACK_MARK).map((m) => (m as PerformanceMark).detail as unknown);

beforeEach(() => performance.clearMarks(CANARY_FALLBACK_MARK));
afterEach(() => {
  vi.unstubAllGlobals();
  setCanaryState({ bucket: null, choices: [] });
  setOverrideState({ served: EMPTY_REGISTRY, active: [], refusedFromUrl: [], notSaved: null });
});

describe('canary start-up', () => {
  it('a canary browser loads the canary; when it fails, the stable version is used, one mark { hub, kind, version } is left for the reports and /status is told', () => {
    seedBucket(12);
    const started = applyCanaries(served);
    expect(started.remotes[0]).toMatchObject({ manifest: CANARY, fallback: STABLE });
    expect(getCanaryState().choices.map((c) => c.runs)).toEqual(['canary']);

    remotes.listener?.('zones', new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest: 404'));
    expect(getCanaryState().choices[0]?.runs).toBe('canary-failed');
    // counted against the canary's version, not the stable one that then loaded
    expect(fallbackMarks()).toEqual([{ hub: 'zones', kind: 'bad-manifest', version: '1.4.0' }]);
  });

  it('a fallback of a hub that was not running a canary (a registry fallback, the stable side) leaves no canary mark', () => {
    seedBucket(73);
    applyCanaries(served);
    remotes.listener?.('zones', new Error('down'));
    remotes.listener?.('navatar', new Error('down'));
    expect(getCanaryState().choices[0]?.runs).toBe('stable');
    expect(fallbackMarks()).toEqual([]);
  });

  it('an active override wins over the canary of its hub', () => {
    seedBucket(12);
    const override = 'http://localhost:3551/mf-manifest.json';
    setOverrideState({ served, active: [{ name: 'zones', title: 'Zones', manifest: override, original: STABLE }], refusedFromUrl: [], notSaved: null });
    const started = applyCanaries({ ...served, remotes: [{ ...served.remotes[0]!, manifest: override }, served.remotes[1]!] });
    expect(started.remotes[0]?.manifest).toBe(override);
    expect(getCanaryState().choices[0]?.runs).toBe('override');
  });
});
