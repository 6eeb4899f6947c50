import { describe, expect, it } from 'vitest';
import { isBackendConfigured, parseRuntimeConfig } from './runtime-config.js';

describe('parseRuntimeConfig (/config.json, read before first render)', () => {
  it('keeps the known string fields, trimmed', () => {
    expect(
      parseRuntimeConfig({
        supabaseUrl: ' https://x.supabase.co ',
        supabaseAnonKey: 'anon',
        autoStamps: 'true',
        reportUrl: 'https://x.supabase.co/rest/v1/hub_reports',
        reportSample: '0.5',
      }),
    ).toEqual({
      supabaseUrl: 'https://x.supabase.co',
      supabaseAnonKey: 'anon',
      autoStamps: 'true',
      reportUrl: 'https://x.supabase.co/rest/v1/hub_reports',
      reportSample: '0.5',
    });
  });

  it('leaves out blank, non-string and unknown fields, so a malformed file cannot smuggle values in', () => {
    const parsed = parseRuntimeConfig({ supabaseUrl: '   ', supabaseAnonKey: 42, autoStamps: true, reportUrl: null, evil: 'x', reportSample: '1' });
    expect(parsed).toEqual({ reportSample: '1' });
    expect(Object.keys(parsed)).toEqual(['reportSample']);
    expect(isBackendConfigured(parsed)).toBe(false);
  });

  it('reads a file that is not an object as an empty config (local demo mode)', () => {
    for (const raw of [null, undefined, 'config', 42, true]) expect(parseRuntimeConfig(raw), String(raw)).toEqual({});
  });
});
