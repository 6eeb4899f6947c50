import { describe, expect, it } from 'vitest';
import { optedOut, reportEndpoint, sampleRate } from './privacy';

const SITE = 'https://naturverse.example';
const none = {};

describe('where reports may go', () => {
  it('nowhere without a reportUrl (the local demo default)', () => {
    expect(reportEndpoint({}, SITE, none)).toEqual({ url: null, why: 'no reportUrl in /config.json' });
  });

  it("to the site's own origin, a relative URL resolved against it", () => {
    expect(reportEndpoint({ reportUrl: '/api/reports' }, SITE, none)).toEqual({ url: `${SITE}/api/reports` });
  });

  it("to the site's Supabase project, with the public anon key as apikey (a beacon sets no headers)", () => {
    const config = { reportUrl: 'https://ref.supabase.co/rest/v1/rpc/report_hub_events', supabaseUrl: 'https://ref.supabase.co', supabaseAnonKey: 'anon.key' };
    expect(reportEndpoint(config, SITE, none)).toEqual({ url: 'https://ref.supabase.co/rest/v1/rpc/report_hub_events?apikey=anon.key' });
  });

  it('never to any other origin, nor to the Supabase origin over plain http', () => {
    expect(reportEndpoint({ reportUrl: 'https://tracker.example/collect' }, SITE, none).url).toBeNull();
    expect(reportEndpoint({ reportUrl: 'http://ref.supabase.co/x', supabaseUrl: 'http://ref.supabase.co' }, SITE, none).url).toBeNull();
  });

  it('nowhere when the browser sends Global Privacy Control or Do Not Track', () => {
    for (const signals of [{ globalPrivacyControl: true }, { doNotTrack: '1' }]) {
      expect(optedOut(signals)).toBe(true);
      expect(reportEndpoint({ reportUrl: '/api/reports' }, SITE, signals)).toEqual({ url: null, why: 'this browser asks not to be tracked (GPC or DNT)' });
    }
    expect(optedOut({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false);
  });
});

describe('sampling', () => {
  it('is a config value between 0 and 1; all visits when unset, none when unreadable', () => {
    expect(sampleRate({})).toBe(1);
    expect(sampleRate({ reportSample: '0.1' })).toBe(0.1);
    expect(sampleRate({ reportSample: '7' })).toBe(1);
    expect(sampleRate({ reportSample: 'lots' })).toBe(0);
  });
});
