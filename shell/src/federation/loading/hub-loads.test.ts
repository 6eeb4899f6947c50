import { describe, expect, it } from 'vitest';
import { NOT_LOADED, arrived, buildInfoOf, failed, hubOfRequest, manifestRead, requested } from './hub-loads';

describe('hub load states', () => {
  it('not loaded → loading → loaded, timed from the request', () => {
    let loads = requested({}, 'zones', 1000);
    expect(loads.zones).toMatchObject({ state: 'loading', startedAt: 1000 });
    // a second request while loading (prefetch, then the route) does not restart the clock
    loads = requested(loads, 'zones', 1100);
    loads = arrived(loads, 'zones', 1412.4);
    expect(loads.zones).toMatchObject({ state: 'loaded', ms: 412 });
    // later requests of a loaded hub change nothing
    expect(requested(loads, 'zones', 5000)).toBe(loads);
    expect(arrived(loads, 'zones', 6000)).toBe(loads);
  });

  it('failed keeps the reason; a retry is a new attempt', () => {
    let loads = failed(requested({}, 'passport', 10), 'passport', new Error('Failed to fetch'));
    expect(loads.passport).toMatchObject({ state: 'failed', error: 'Failed to fetch', ms: null });
    loads = arrived(requested(loads, 'passport', 500), 'passport', 620);
    expect(loads.passport).toMatchObject({ state: 'loaded', ms: 120, error: null });
    // a stray error after the hub loaded does not mark it failed
    expect(failed(loads, 'passport', 'late')).toBe(loads);
  });

  it('a hub never asked for is not loaded', () => {
    expect(NOT_LOADED.state).toBe('not loaded');
    expect(hubOfRequest('zones/routes')).toBe('zones');
  });

  it('reads version and build id from the manifest’s buildInfo, and says nothing it does not know', () => {
    const manifest = { metaData: { buildInfo: { buildVersion: '2.0.0', buildName: '@naturverse/zones', buildId: 'b-42' } } };
    expect(manifestRead({}, 'zones', manifest).zones!.build).toEqual({ version: '2.0.0', buildId: 'b-42' });
    expect(buildInfoOf({ metaData: { buildInfo: { buildVersion: '' } } })).toEqual({ version: null, buildId: null });
    expect(buildInfoOf(null)).toEqual({ version: null, buildId: null });
    expect(buildInfoOf('garbage')).toEqual({ version: null, buildId: null });
  });
});
