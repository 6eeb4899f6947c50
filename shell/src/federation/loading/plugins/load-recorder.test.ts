import { describe, expect, it } from 'vitest';
import { getHubLoads, loadRecorder, subscribeHubLoads } from './load-recorder';

// The hooks take Module Federation's own argument objects; only the fields the recorder reads are given.
type Hook<K extends keyof typeof loadRecorder> = NonNullable<(typeof loadRecorder)[K]> extends (args: infer A) => unknown ? A : never;
const call = <K extends 'beforeRequest' | 'onLoad' | 'errorLoadRemote' | 'afterLoadManifest'>(hook: K, args: object) =>
  (loadRecorder[hook] as (a: Hook<K>) => unknown)(args as Hook<K>);

describe('the load recorder (a Module Federation runtime plugin)', () => {
  it('records a hub request, its arrival and the build its manifest names, telling each subscriber', () => {
    let told = 0;
    const unsubscribe = subscribeHubLoads(() => told++);
    const request = { id: 'zones/routes', options: {}, origin: {} };
    expect(call('beforeRequest', request)).toBe(request); // the request goes on unchanged
    expect(getHubLoads().zones?.state).toBe('loading');
    call('afterLoadManifest', { moduleInfo: { name: 'zones' }, manifestJson: { metaData: { buildInfo: { buildVersion: '1.2.3', buildId: 'b7' } } } });
    expect(call('onLoad', { id: 'zones/routes' })).toBeUndefined(); // keeps the module as loaded
    const zones = getHubLoads().zones;
    expect(zones?.state).toBe('loaded');
    expect(zones?.build).toEqual({ version: '1.2.3', buildId: 'b7' });
    expect(told).toBe(3);
    unsubscribe();
    call('beforeRequest', { id: 'arcade/routes', options: {}, origin: {} });
    expect(told).toBe(3); // an unsubscribed listener is not told
  });

  it('records a failed load under the remote the runtime names, with the error in words', () => {
    call('beforeRequest', { id: 'marketplace/routes', options: {}, origin: {} });
    call('errorLoadRemote', { id: 'marketplace/routes', remote: { name: 'marketplace' }, error: new Error('ScriptExternalLoadError: boom') });
    const market = getHubLoads().marketplace;
    expect(market?.state).toBe('failed');
    expect(market?.error).toBe('ScriptExternalLoadError: boom');
  });
});
