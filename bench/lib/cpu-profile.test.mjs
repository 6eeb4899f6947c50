import { describe, expect, it } from 'vitest';
import { ENTRY, JS_URLS, PAGE_URL, SHELL_CHUNK, TRACE_EVENTS } from './fixtures/entry-profile-trace.mjs';
import { chargedTo, frameKey, functionTimes, samplesOf } from './cpu-profile.mjs';
import { mainThreadOf } from './long-tasks.mjs';

const samples = samplesOf(TRACE_EVENTS, mainThreadOf(TRACE_EVENTS, PAGE_URL));

describe('a main thread’s CPU profile from a trace', () => {
  it('rebuilds each sample’s stack from the chunks, each standing for the time to the next', () => {
    expect(samples).toHaveLength(17);
    expect(samples[3]).toMatchObject({ ts: 1_013_000, us: 1000 });
    expect(samples[3].stack.map((f) => f.functionName)).toEqual(['s', 'init']);
    expect(samples[10]).toMatchObject({ ts: 1_020_000, us: 10_000 });
    expect(samples.at(-1).us).toBe(0);
  });

  it('gives each function of a script its self time and its total, once per sample', () => {
    expect(functionTimes(samples, { inScript: (url) => url === ENTRY })).toEqual({
      self: [
        { key: 'zones.0123456789.js · s · 3:7851', ms: 3 },
        { key: 'zones.0123456789.js · init · 1:3139', ms: 2 },
      ],
      total: [
        { key: 'zones.0123456789.js · s · 3:7851', ms: 5 },
        { key: 'zones.0123456789.js · get · 3:101', ms: 4 },
        { key: 'zones.0123456789.js · init · 1:3139', ms: 2 },
      ],
    });
  });

  it('names a frame by file, function and 1-based position, and the profiler’s own frames by name', () => {
    expect(frameKey({ functionName: '', url: SHELL_CHUNK, lineNumber: 0, columnNumber: 0 })).toBe('e.0123456789.js · (anonymous) · 1:1');
    expect(frameKey({ functionName: '(garbage collector)', url: '' })).toBe('(garbage collector)');
  });

  it('refuses a trace recorded without the profiler', () => {
    const events = TRACE_EVENTS.filter((e) => e.name !== 'Profile');
    expect(() => samplesOf(events, mainThreadOf(events, PAGE_URL))).toThrow(/no CPU profile/);
  });
});

describe('what Lighthouse’s bootup-time charges to a remote entry', () => {
  const charged = chargedTo(TRACE_EVENTS, { pageUrl: PAGE_URL, scriptUrl: ENTRY, jsUrls: JS_URLS });

  it('is the whole task the entry’s evaluation starts, its load event’s promise callbacks included', () => {
    expect(charged).toMatchObject({ selfMs: 10, sampledMs: 10, tasks: 1, byBringer: [{ key: 'EvaluateScript at 10 ms', ms: 10 }] });
  });

  it('says which script and function ran in that time: the shell’s loadShare is not the entry’s code', () => {
    expect(charged.byScript).toEqual([
      { key: 'zones.0123456789.js', ms: 5 },
      { key: 'e.0123456789.js', ms: 4 },
      { key: '(program)', ms: 1 },
    ]);
    expect(charged.byFunction[0]).toEqual({ key: 'e.0123456789.js · loadShare · 5:15776', ms: 4 });
  });

  it('charges the shell chunk’s own task to the shell chunk, not the entry', () => {
    expect(chargedTo(TRACE_EVENTS, { pageUrl: PAGE_URL, scriptUrl: SHELL_CHUNK, jsUrls: JS_URLS })).toMatchObject({
      selfMs: 5,
      sampledMs: 5,
      byScript: [{ key: 'e.0123456789.js', ms: 5 }],
    });
  });
});
