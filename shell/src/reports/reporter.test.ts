import { describe, expect, it } from 'vitest';
import type { HubReport } from '@naturverse/contracts/report-shape';
import { LOG_SIZE, createReporter } from './reporter';

const load: HubReport = { hub: 'zones', version: '1.3.0', build: 'b1', route: '/zones/:seg', event: 'load', kind: null, value: 120, browser: 'chromium' };

function beacons() {
  const sent: Array<[string, string]> = [];
  return { sent, send: (url: string, body: string) => (sent.push([url, body]), true) };
}

describe('reporter', () => {
  it('sends pending reports as one beacon when flushed, and logs what it sent', () => {
    const net = beacons();
    const r = createReporter({ endpoint: { url: 'https://site/api/reports' }, sampled: true, send: net.send });
    r.report(load);
    r.report({ ...load, event: 'vital', kind: 'INP', value: 40 });
    expect(net.sent).toEqual([]); // nothing leaves before the page is hidden
    r.flush();
    expect(net.sent).toHaveLength(1);
    expect(JSON.parse(net.sent[0]![1])).toEqual([load, { ...load, event: 'vital', kind: 'INP', value: 40 }]);
    expect(r.log()).toEqual([{ body: net.sent[0]![1], sent: true, why: null }]);
    r.flush();
    expect(net.sent).toHaveLength(1); // nothing pending, nothing sent
  });

  it('sends nothing without an endpoint, and says what would have been sent and why', () => {
    const net = beacons();
    const r = createReporter({ endpoint: { url: null, why: 'no reportUrl in /config.json' }, sampled: true, send: net.send });
    r.report(load);
    r.flush();
    expect(net.sent).toEqual([]);
    expect(r.log()).toEqual([{ body: JSON.stringify([load]), sent: false, why: 'no reportUrl in /config.json' }]);
  });

  it('sends nothing for a visit outside the sample', () => {
    const net = beacons();
    const r = createReporter({ endpoint: { url: 'https://site/r' }, sampled: false, send: net.send });
    r.report(load);
    r.flush();
    expect(net.sent).toEqual([]);
    expect(r.log()[0]!.why).toBe('this visit is not in the sample (reportSample)');
  });

  it('keeps the last bodies for /status and tells listeners', () => {
    let told = 0;
    const r = createReporter({ endpoint: { url: 'https://site/r' }, sampled: true, send: () => false });
    r.subscribe(() => (told += 1));
    for (let i = 0; i < LOG_SIZE + 3; i++) {
      r.report({ ...load, build: `b${i}` });
      r.flush();
    }
    expect(told).toBe(LOG_SIZE + 3);
    expect(r.log()).toHaveLength(LOG_SIZE);
    expect(JSON.parse(r.log()[0]!.body)[0].build).toBe('b3');
    expect(r.log()[0]).toMatchObject({ sent: false, why: 'the browser refused the beacon' });
  });

  it('never retries: a body the browser refused (or the server refused for a limit, HTTP 429) is dropped, and later flushes send only new reports', () => {
    const sent: string[] = [];
    let accept = false;
    const r = createReporter({ endpoint: { url: 'https://site/r' }, sampled: true, send: (_url, body) => (sent.push(body), accept) });
    r.report(load);
    r.flush();
    expect(sent).toHaveLength(1); // tried once…
    expect(r.pending()).toBe(0); // …and not put back
    accept = true;
    r.flush();
    r.flush();
    expect(sent).toHaveLength(1); // nothing retried on later flushes
    r.report({ ...load, build: 'b2' });
    r.flush();
    expect(sent.map((b) => JSON.parse(b)[0].build)).toEqual(['b1', 'b2']);
  });
});
