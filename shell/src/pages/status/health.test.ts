import { describe, expect, it } from 'vitest';
import { checkManifest, describeHealth, summarise } from './health';

const URL_ = 'http://localhost:3551/mf-manifest.json';
const MANIFEST = { metaData: { buildInfo: { buildVersion: '2.0.0', buildId: 'b7' } }, exposes: [], shared: [] };

function answering(response: Response | Error): typeof fetch {
  return (async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
}

describe('checking a hub’s manifest', () => {
  it('reachable: the version and build id from buildInfo', async () => {
    const health = await checkManifest(URL_, answering(Response.json(MANIFEST)));
    expect(health).toEqual({ ok: true, version: '2.0.0', buildId: 'b7' });
    expect(describeHealth(health)).toBe('Reachable: version 2.0.0, build b7.');
    expect(describeHealth({ ok: true, version: null, buildId: null })).toBe('Reachable: no version in its manifest.');
  });

  it('says each failure in plain words', async () => {
    expect(describeHealth(await checkManifest(URL_, answering(new TypeError('Failed to fetch'))))).toBe(
      'Not reachable. Cannot reach http://localhost:3551: the server is down, or it does not let this site read the manifest.',
    );
    expect(await checkManifest(URL_, answering(new Response('nope', { status: 404, statusText: 'Not Found' })))).toEqual({
      ok: false,
      problem: 'The server answered 404 Not Found: there is no manifest at this address.',
    });
    expect(await checkManifest(URL_, answering(new Response('<html>')))).toEqual({
      ok: false,
      problem: 'The file at this address is not a manifest (it is not JSON).',
    });
    expect(await checkManifest(URL_, answering(Response.json({ remotes: [] })))).toEqual({
      ok: false,
      problem: 'The file at this address is JSON, but not a Module Federation manifest.',
    });
  });

  it('gives up on a server that does not answer', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    expect(await checkManifest(URL_, hanging, 20)).toEqual({ ok: false, problem: 'No answer from http://localhost:3551 within 0.02 seconds.' });
  });

  it('summarises', () => {
    expect(
      summarise([
        { ok: true, version: null, buildId: null },
        { ok: false, problem: 'x' },
      ]),
    ).toBe('Checked 2 hubs: 1 reachable, 1 not reachable.');
  });
});
