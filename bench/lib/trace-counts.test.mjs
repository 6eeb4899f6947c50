import { describe, expect, it } from 'vitest';
import { PAGE_URL, TRACE_EVENTS, WINDOW_MS } from './fixtures/first-seconds-trace.mjs';
import { commitCounts, taskOrigin, traceCounts, tracedNavigation } from './trace-counts.mjs';

describe('the first seconds of a page from a real-throttled trace', () => {
  const counts = traceCounts(TRACE_EVENTS, { pageUrl: PAGE_URL, windowMs: WINDOW_MS });

  it('counts the page thread’s tasks inside the window, their CPU time, and what ran in them', () => {
    // A, B, C, E; the task after the window and the other thread's are out
    expect(counts).toMatchObject({
      windowMs: 100,
      fcpMs: 20,
      lcpMs: 90,
      tasks: 4,
      busyMs: 42,
      busyWallMs: 42,
      longTasks: 0,
      documents: 1,
      scriptsEvaluated: 0,
    });
    expect(counts.microtaskCheckpoints).toEqual({ count: 1, ms: 5 });
    expect(counts.eventDispatches).toEqual({ count: 2, ms: 3, byType: [{ type: 'load', count: 2, ms: 3 }] });
    expect(counts.layouts).toEqual({ count: 1, ms: 2 });
    expect(counts.styleRecalcs).toEqual({ count: 1, ms: 3 });
  });

  it('splits the CPU time by phase on each event’s own time; "other" is what no named event covers', () => {
    // other: A 10, B 20 − 2 − 5 = 13, C 8 − 5 = 3, E 4 − 2 − 1 = 1 and the document's commit 2
    expect(counts.byPhase).toEqual([
      { phase: 'other', ms: 29 },
      { phase: 'script evaluation', ms: 8 },
      { phase: 'style & layout', ms: 5 },
    ]);
    expect(counts.other.byEvent).toEqual([
      { event: 'ThreadControllerImpl::RunTask', ms: 27 },
      { event: 'DocumentLoader::CommitNavigation', ms: 2 },
    ]);
    expect(counts.other.byOrigin).toEqual([
      { origin: 'background_url_loader.cc PostTaskToMainThread', tasks: 2, ms: 13 },
      { origin: 'ipc_mojo_bootstrap.cc Accept', tasks: 1, ms: 13 },
      { origin: 'proxy_impl.cc ScheduledActionSendBeginMainFrame', tasks: 1, ms: 3 },
    ]);
  });

  it('calls a task unattributable when none of its events names a script or the frame it laid out', () => {
    // B has index.js, C the page's frame; A and E name nothing (E's document is an image's)
    expect(counts.unattributable).toEqual({ tasks: 2, ms: 14, byOrigin: [{ origin: 'background_url_loader.cc PostTaskToMainThread', tasks: 2, ms: 14 }] });
  });

  it('names a task by the place Chromium posted it from, or by its own name without that record', () => {
    expect(taskOrigin({ name: 'RunTask' }, [{ name: 'ThreadControllerImpl::RunTask', args: { src_file: 'a/b/c.cc', src_func: 'Run' } }])).toBe('c.cc Run');
    expect(taskOrigin({ name: 'RunTask' }, [{ name: 'Layout' }])).toBe('RunTask');
  });

  it('refuses a trace that is not a load of the page', () => {
    expect(() => traceCounts(TRACE_EVENTS, { pageUrl: 'http://localhost:4000/', windowMs: 100 })).toThrow(/no navigationStart/);
  });
});

describe('React commits a measuring build marked', () => {
  it('counts the commits inside the window, their rendering time and phases', () => {
    const mark = (startTime, phase, actualDuration) => ({ startTime, detail: { id: 'page', phase, actualDuration, commitTime: startTime } });
    expect(commitCounts([mark(100, 'mount', 40.25), mark(300, 'update', 2), mark(9000, 'update', 50)], { windowMs: 8000 })).toEqual({
      count: 2,
      ms: 42.3,
      byPhase: { mount: 1, update: 1, 'nested-update': 0 },
    });
    expect(commitCounts([], { windowMs: 8000 })).toEqual({ count: 0, ms: 0, byPhase: { mount: 0, update: 0, 'nested-update': 0 } });
  });
});

describe('a trace holding the page’s own navigation', () => {
  it('is told apart from one whose renderer missed the trace (the load is then made again)', () => {
    expect(tracedNavigation(TRACE_EVENTS, PAGE_URL)).toBe(true);
    // only the blank page's renderer recorded: its navigation names no URL
    const blank = [{ name: 'navigationStart', pid: 2, args: { data: { documentLoaderURL: '', isLoadingMainFrame: true } } }];
    expect(tracedNavigation(blank, PAGE_URL)).toBe(false);
  });
});
