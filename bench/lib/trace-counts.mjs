// What the page's main thread did in its first seconds, counted from a real-throttled Chromium
// trace (lib/trace-record.mjs): tasks, microtask checkpoints, event dispatches by event type,
// layouts and style recalculations, and the CPU time of it all by phase — with the "other"
// phase (a task's time no named event covers) and the tasks that name no script (Lighthouse's
// "Unattributable") each broken down by where the task came from. Pure: trace events in,
// figures out (unit-tested on a hand-made trace in trace-counts.test.mjs).
//
// Times are the thread's CPU time (trace `tdur`). Chromium's CPU throttling spins the throttled
// thread inside a signal handler, so CPU time includes the slowdown while the time the thread
// waited for a core on a shared machine is left out; wall time includes both.
import { PHASE, mainThreadOf, selfTimes } from './long-tasks.mjs';

const SCHEDULER_TASK = 'ThreadControllerImpl::RunTask';
const KEEP = 6;

/**
 * Where a top-level task came from: the source location Chromium posted it from (the
 * scheduler's `src_file`/`src_func` on the task's ThreadControllerImpl::RunTask, e.g.
 * `background_url_loader.cc PostTaskToMainThread` — a network response handed to the page),
 * or the task event's own name when the trace has no such record.
 */
export function taskOrigin(taskEvent, children) {
  const scheduled = [taskEvent, ...children].find((e) => e.name === SCHEDULER_TASK && e.args?.src_func);
  if (!scheduled) return taskEvent.name;
  const file = String(scheduled.args.src_file ?? '')
    .split('/')
    .at(-1);
  return file ? `${file} ${scheduled.args.src_func}` : scheduled.args.src_func;
}

/** Whether a trace holds the page's own navigation (a load whose renderer missed the trace holds none). */
export const tracedNavigation = (events, url) => events.some((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);

const isScriptUrl = (url) => typeof url === 'string' && url.includes('://');

// What Lighthouse's bootup-time can attribute a task to: a URL on one of its events (a script,
// a stylesheet, the document being parsed, a stack frame), or the frame a style, layout or paint
// event updated (Lighthouse counts that as the document's). A task with neither is its "Unattributable".
const FRAME_WORK = new Set(['UpdateLayoutTree', 'Layout', 'Paint']);

function attributable(event) {
  const a = event.args ?? {};
  const data = { ...(a.beginData ?? {}), ...(a.data ?? {}) };
  if (FRAME_WORK.has(event.name) && data.frame) return true;
  return [data.url, a.fileName, data.styleSheetUrl, ...(data.stackTrace ?? []).map((f) => f.url)].some(isScriptUrl);
}

const round = (v) => Math.round(v * 10) / 10;
const ms = (us) => us / 1000;

function ranked(map, keep = KEEP) {
  return [...map.entries()]
    .map(([key, v]) => ({ key, count: v.count, ms: round(ms(v.us)) }))
    .sort((a, b) => b.ms - a.ms || b.count - a.count)
    .slice(0, keep);
}

function tally(map, key, us, count = 1) {
  const v = map.get(key) ?? { count: 0, us: 0 };
  v.count += count;
  v.us += us;
  map.set(key, v);
}

/**
 * The page's main thread during the `windowMs` after its navigation started (tasks that
 * started inside the window, whole). `pageUrl`: the document navigated to.
 */
export function traceCounts(events, { pageUrl, windowMs }) {
  const main = mainThreadOf(events, pageUrl);
  const end = main.navStart + windowMs * 1000;
  const nodes = selfTimes(events.filter((e) => e.pid === main.pid && e.tid === main.tid)).filter(
    (n) => n.task && n.task.ts >= main.navStart && n.task.ts < end,
  );
  const tasks = new Map();
  for (const node of nodes) {
    let t = tasks.get(node.task);
    if (!t) tasks.set(node.task, (t = { children: [], attributable: false }));
    if (node.event !== node.task) t.children.push(node.event);
    if (attributable(node.event)) t.attributable = true;
  }
  const cpu = (e) => e.tdur ?? e.dur;
  const byPhase = new Map();
  const otherByEvent = new Map();
  const otherByOrigin = new Map();
  const unattributed = new Map();
  const eventTypes = new Map();
  const count = (name) => nodes.filter((n) => n.event.name === name);
  const origins = new Map([...tasks].map(([task, t]) => [task, taskOrigin(task, t.children)]));
  for (const node of nodes) {
    tally(byPhase, node.phase, node.selfCpu);
    if (node.phase === PHASE.other) {
      tally(otherByEvent, node.event.name, node.selfCpu);
      tally(otherByOrigin, origins.get(node.task), node.selfCpu, 0);
    }
    if (node.event.name === 'EventDispatch') tally(eventTypes, node.event.args?.data?.type ?? '(no type)', cpu(node.event));
  }
  for (const [task, t] of tasks) {
    tally(otherByOrigin, origins.get(task), 0);
    if (!t.attributable) tally(unattributed, origins.get(task), cpu(task));
  }
  const sum = (list, f) => round(ms(list.reduce((a, e) => a + f(e), 0)));
  const figure = (name) => ({ count: count(name).length, ms: sum(count(name), (n) => cpu(n.event)) });
  const taskList = [...tasks.keys()];
  return {
    windowMs,
    fcpMs: main.fcp === null ? null : round(ms(main.fcp - main.navStart)),
    lcpMs: lastPaintCandidate(events, main, end, pageUrl),
    tasks: taskList.length,
    busyMs: sum(taskList, cpu),
    busyWallMs: sum(taskList, (e) => e.dur),
    longTasks: taskList.filter((e) => ms(cpu(e)) > 50).length,
    microtaskCheckpoints: figure('RunMicrotasks'),
    eventDispatches: { ...figure('EventDispatch'), byType: ranked(eventTypes, Infinity).map(({ key, count, ms }) => ({ type: key, count, ms })) },
    layouts: figure('Layout'),
    styleRecalcs: figure('UpdateLayoutTree'),
    timers: figure('TimerFire'),
    idleCallbacks: figure('FireIdleCallback'),
    animationFrames: figure('FireAnimationFrame'),
    scriptsEvaluated: figure('EvaluateScript').count + figure('v8.evaluateModule').count,
    // a document each: the page, and every SVG image (Blink gives an SVG image a page of its own)
    documents: nodes.filter((n) => n.event.name === 'DocumentLoader::CommitNavigation').length,
    byPhase: ranked(byPhase, Infinity).map(({ key, ms }) => ({ phase: key, ms })),
    other: {
      byEvent: ranked(otherByEvent)
        .filter((e) => e.ms > 0)
        .map(({ key, ms }) => ({ event: key, ms })),
      byOrigin: ranked(otherByOrigin).map(({ key, count, ms }) => ({ origin: key, tasks: count, ms })),
    },
    unattributable: {
      tasks: [...unattributed.values()].reduce((a, v) => a + v.count, 0),
      ms: round(ms([...unattributed.values()].reduce((a, v) => a + v.us, 0))),
      byOrigin: ranked(unattributed).map(({ key, count, ms }) => ({ origin: key, tasks: count, ms })),
    },
  };
}

/**
 * When the page's largest paint so far was made, as the browser last reported a candidate inside
 * the window (its first screen: on a hub's page, the hub's content); null without one. Candidates
 * of the page's own frame only (an SVG image's document reports its own).
 */
function lastPaintCandidate(events, main, end, pageUrl) {
  const frame = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid && e.ts === main.navStart && e.args?.data?.documentLoaderURL === pageUrl)
    ?.args?.frame;
  const candidates = events.filter(
    (e) =>
      e.name === 'largestContentfulPaint::Candidate' &&
      e.pid === main.pid &&
      e.ts >= main.navStart &&
      e.ts < end &&
      (frame === undefined || e.args?.frame === frame),
  );
  return candidates.length ? round(ms(candidates.at(-1).ts - main.navStart)) : null;
}

/** React commits the page marked (its Profiler's onRender, profiling builds only) inside the window. */
export function commitCounts(marks, { windowMs }) {
  const inside = marks.filter((m) => m.startTime < windowMs);
  return {
    count: inside.length,
    ms: round(inside.reduce((a, m) => a + (m.detail?.actualDuration ?? 0), 0)),
    byPhase: Object.fromEntries(['mount', 'update', 'nested-update'].map((phase) => [phase, inside.filter((m) => m.detail?.phase === phase).length])),
  };
}
