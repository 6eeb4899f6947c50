import { describe, expect, it } from 'vitest';
import { PAGE_URL, TRACE_EVENTS } from './fixtures/low-end-trace.mjs';
import { PHASE, blockingBy, blockingTotal, longTasks, mainThreadOf, phaseOfName, scriptLabel } from './long-tasks.mjs';

const JS = 'http://localhost:3000/static/js/index.0123456789.js';

describe('long tasks from a trace (the low-end profile)', () => {
  it('finds the page main thread by the navigation to the page, and its first paint', () => {
    expect(mainThreadOf(TRACE_EVENTS, PAGE_URL)).toEqual({ pid: 10, tid: 10, navStart: 1_000_000, fcp: 1_020_000 });
  });

  it('refuses a trace without the navigation to the page', () => {
    expect(() => mainThreadOf(TRACE_EVENTS, 'http://localhost:4000/zones')).toThrow(/no navigationStart for http:\/\/localhost:4000\/zones/);
  });

  it('counts a task as long when its time × the CPU slowdown exceeds 50 ms, on the page thread after navigation only', () => {
    const tasks = longTasks(TRACE_EVENTS, { pageUrl: PAGE_URL, multiplier: 10 });
    // B (20 ms → 200) and A (8 ms → 80); C (4 ms → 40), the earlier task and the other renderer's are out
    expect(tasks.map((t) => [t.startMs, t.wallMs, t.cpuMs, t.estimatedMs, t.blockingMs, t.afterFcp])).toEqual([
      [30, 20, 10, 200, 150, true],
      [10, 8, 8, 80, 30, false],
    ]);
    expect(longTasks(TRACE_EVENTS, { pageUrl: PAGE_URL, multiplier: 1 })).toEqual([]);
  });

  it('splits a task into phases and scripts by each event’s own time, children taking their parent’s script', () => {
    const [b, a] = longTasks(TRACE_EVENTS, { pageUrl: PAGE_URL, multiplier: 10 });
    // B: EvaluateScript 12 − compile 4 − FunctionCall 6 = 2 own; FunctionCall 6 − GC 2 = 4 → evaluation 6;
    // compile 4, GC 2, layout 5, the task's own 20 − 12 − 5 = 3 → other
    expect(b.phases).toEqual([
      { phase: PHASE.evaluation, ms: 6 },
      { phase: PHASE.style, ms: 5 },
      { phase: PHASE.compile, ms: 4 },
      { phase: PHASE.other, ms: 3 },
      { phase: PHASE.gc, ms: 2 },
    ]);
    // the FunctionCall without a URL and the GC inside it belong to index.js; the layout to no script
    expect(b.scripts).toEqual([
      { url: JS, ms: 12 },
      { url: '(no script)', ms: 8 },
    ]);
    expect(b.scriptPhasesCpu[0]).toEqual({ url: JS, phase: PHASE.evaluation, ms: 3 }); // (6 − 2 − 3) + (3 − 1) CPU
    // A: the task's own 8 − 3 = 5, ParseHTML 3 − 2 = 1, the inline script 2
    expect(a.scriptPhases).toEqual([
      { url: '(no script)', phase: PHASE.other, ms: 5 },
      { url: PAGE_URL, phase: PHASE.evaluation, ms: 2 },
      { url: PAGE_URL, phase: PHASE.html, ms: 1 },
    ]);
  });

  it('spreads the blocking time after the first paint over script × phase, by wall or by CPU time', () => {
    const tasks = longTasks(TRACE_EVENTS, { pageUrl: PAGE_URL, multiplier: 10 });
    // only B counts (A is before the first paint): 150 ms over its 20 ms, 7.5 ms per ms
    expect(blockingTotal(tasks)).toBe(150);
    expect(blockingBy(tasks, { label: scriptLabel })).toEqual([
      { what: ':3000 /static/js/index.js · script evaluation', ms: 45 },
      { what: '(no script) · style & layout', ms: 38 },
      { what: ':3000 /static/js/index.js · script parse & compile', ms: 30 },
      { what: '(no script) · other', ms: 23 },
      { what: ':3000 /static/js/index.js · garbage collection', ms: 15 },
    ]);
    // CPU: 10 ms × 10 − 50 = 50 blocking
    expect(blockingTotal(tasks, { basis: 'cpu' })).toBe(50);
  });

  it('names phases like Lighthouse’s groups, GC and compile families by prefix', () => {
    expect(phaseOfName('V8.GC_SCAVENGER')).toBe(PHASE.gc);
    expect(phaseOfName('v8.compileModule')).toBe(PHASE.compile);
    expect(phaseOfName('UpdateLayoutTree')).toBe(PHASE.style);
    expect(phaseOfName('SomethingNew')).toBeNull();
  });

  it('labels a script by the part serving it, without its content hash; a document by its inline scripts', () => {
    const parts = (port) => ({ 3000: 'shell', 3001: 'zones' })[port] ?? null;
    expect(scriptLabel(JS, parts)).toBe('shell /static/js/index.js');
    expect(scriptLabel('http://localhost:3001/static/js/async/zones-routes.abcdef0123.js', parts)).toBe('zones /static/js/async/zones-routes.js');
    expect(scriptLabel('http://localhost:3000/zones', parts)).toBe('shell inline scripts of /zones');
    expect(scriptLabel('(no script)', parts)).toBe('(no script)');
  });
});

describe('the page navigation, when the trace names it otherwise', () => {
  it('takes the last main-frame navigation of the same origin (a redirect, a trailing slash)', () => {
    expect(mainThreadOf(TRACE_EVENTS, 'http://localhost:3000/index.html').navStart).toBe(1_000_000);
  });
});
