// The long tasks behind a page's total blocking time, read from the Chromium trace Lighthouse
// recorded: for each top-level task of the page's main thread, how long it took, which script it
// ran and in which phase (script evaluation, parse/compile, style & layout, GC…). Pure: trace
// events in, rows out (unit-tested on a fixture in long-tasks.test.mjs).
//
// Lighthouse's simulated throttling does not slow the browser down: it records an unthrottled
// trace and multiplies CPU work by `cpuSlowdownMultiplier` when it simulates the page. So a task
// counts as long when wall time × multiplier > 50 ms, as Lighthouse's simulation counts it.
// `cpuMs` is the thread's own CPU time (trace `tdur`): on a machine shared with other jobs the
// wall time also holds the time the thread waited for a core, the CPU time does not.

const LONG_TASK_MS = 50;
export const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Phase names, after Lighthouse's own task groups (its "main-thread work breakdown"). */
export const PHASE = {
  evaluation: 'script evaluation',
  compile: 'script parse & compile',
  html: 'HTML parse',
  style: 'style & layout',
  paint: 'paint & composite',
  gc: 'garbage collection',
  other: 'other',
};

const BY_NAME = {
  [PHASE.evaluation]: [
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'v8.callFunction',
    'v8.run',
    'TimerFire',
    'EventDispatch',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
  ],
  [PHASE.compile]: [
    'v8.compile',
    'v8.compileModule',
    'v8.parseOnBackground',
    'v8.produceCache',
    'v8.produceModuleCache',
    'V8.CompileCode',
    'V8.CompileLazy',
    'ScriptCompiled',
  ],
  [PHASE.html]: ['ParseHTML'],
  [PHASE.style]: [
    'ScheduleStyleRecalculation',
    'UpdateLayoutTree',
    'RecalculateStyles',
    'ParseAuthorStyleSheet',
    'InvalidateLayout',
    'Layout',
    'UpdateLayerTree',
  ],
  [PHASE.paint]: ['PrePaint', 'Paint', 'PaintImage', 'RasterTask', 'UpdateLayer', 'Layerize', 'CompositeLayers', 'Commit'],
  [PHASE.gc]: ['MinorGC', 'MajorGC', 'GCEvent', 'BlinkGC.AtomicPhase', 'ThreadState::performIdleLazySweep', 'ThreadState::completeSweep'],
};
const PHASE_OF_NAME = new Map(Object.entries(BY_NAME).flatMap(([phase, names]) => names.map((n) => [n, phase])));

/** The phase an event's own time belongs to, or null when it takes its parent's. */
export function phaseOfName(name) {
  if (PHASE_OF_NAME.has(name)) return PHASE_OF_NAME.get(name);
  if (/^V8\.GC|^V8\.Gc|GC$/.test(name)) return PHASE.gc;
  if (/^v8\.(compile|parse|deserialize)|^V8\.Compile/.test(name)) return PHASE.compile;
  return null;
}

// Promise callbacks run inside a RunMicrotasks event that names no script (only a CPU
// profile could); saying so beats "(no script)" for what is module and runtime code.
export const MICROTASKS = '(promise callbacks: the trace names no script)';

function urlOf(event) {
  if (event.name === 'RunMicrotasks') return MICROTASKS;
  const a = event.args ?? {};
  return a.data?.url || a.fileName || a.beginData?.url || a.data?.stackTrace?.[0]?.url || null;
}

/**
 * The page's main thread and the navigation's start: the renderer thread on which the
 * navigation to `pageUrl` started (`navigationStart` naming it as the document loader's URL;
 * failing that, the last main-frame navigation to a page of the same origin — a redirect or a
 * trailing slash).
 */
export function mainThreadOf(events, pageUrl) {
  const starts = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame !== false && e.args?.data?.documentLoaderURL);
  const origin = new URL(pageUrl).origin;
  const start =
    starts.find((e) => e.args.data.documentLoaderURL === pageUrl) ?? starts.filter((e) => e.args.data.documentLoaderURL.startsWith(`${origin}/`)).at(-1);
  if (!start) throw new Error(`no navigationStart for ${pageUrl} in the trace: not a navigation trace of this page`);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === start.pid && e.ts >= start.ts);
  return { pid: start.pid, tid: start.tid, navStart: start.ts, fcp: fcp ? fcp.ts : null };
}

/** Self (own) wall and CPU time of each complete event of one thread, with its phase, script and top-level task. */
export function selfTimes(threadEvents) {
  const sorted = threadEvents.filter((e) => e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const nodes = [];
  const stack = [];
  for (const e of sorted) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const parent = stack.at(-1) ?? null;
    const node = {
      event: e,
      end: e.ts + e.dur,
      parent,
      task: TASK_NAMES.has(e.name) && !parent ? e : (parent?.task ?? null),
      phase: phaseOfName(e.name) ?? parent?.phase ?? PHASE.other,
      url: urlOf(e) ?? parent?.url ?? null,
      self: e.dur,
      selfCpu: e.tdur ?? e.dur,
    };
    if (parent) {
      parent.self -= e.dur;
      parent.selfCpu -= e.tdur ?? e.dur;
    }
    nodes.push(node);
    stack.push(node);
  }
  return nodes;
}

const round = (v) => Math.round(v * 10) / 10;
const ms = (us) => us / 1000;

function rank(map) {
  return [...map.entries()]
    .map(([key, v]) => ({ key, ms: round(ms(Math.max(0, v))) }))
    .sort((a, b) => b.ms - a.ms)
    .filter((x) => x.ms > 0);
}

/**
 * The page's long tasks after its navigation started, longest first. Each: start (ms since
 * navigation start), wall and CPU ms as recorded, `estimatedMs` (wall × multiplier: what the
 * simulation counts), `blockingMs` (estimatedMs − 50), whether it started after the first
 * contentful paint (only those count in total blocking time), its time by phase and by script.
 */
export function longTasks(events, { pageUrl, multiplier = 1, thresholdMs = LONG_TASK_MS }) {
  const main = mainThreadOf(events, pageUrl);
  const nodes = selfTimes(events.filter((e) => e.pid === main.pid && e.tid === main.tid));
  const tasks = new Map();
  for (const node of nodes) {
    if (!node.task || node.task.ts < main.navStart) continue;
    let t = tasks.get(node.task);
    if (!t) tasks.set(node.task, (t = { phases: new Map(), scripts: new Map(), scriptPhases: new Map(), scriptPhasesCpu: new Map() }));
    const add = (map, key, v) => map.set(key, (map.get(key) ?? 0) + v);
    const script = node.url ?? '(no script)';
    add(t.phases, node.phase, node.self);
    add(t.scripts, script, node.self);
    add(t.scriptPhases, `${script}\u0000${node.phase}`, node.self);
    add(t.scriptPhasesCpu, `${script}\u0000${node.phase}`, node.selfCpu);
  }
  const pairs = (map) => rank(map).map(({ key, ms }) => ({ url: key.split('\u0000')[0], phase: key.split('\u0000')[1], ms }));
  const rows = [];
  for (const [task, t] of tasks) {
    const estimatedMs = ms(task.dur) * multiplier;
    const cpuEstimatedMs = ms(task.tdur ?? task.dur) * multiplier;
    if (estimatedMs <= thresholdMs) continue;
    rows.push({
      startMs: round(ms(task.ts - main.navStart)),
      wallMs: round(ms(task.dur)),
      cpuMs: round(ms(task.tdur ?? task.dur)),
      estimatedMs: round(estimatedMs),
      blockingMs: round(estimatedMs - thresholdMs),
      cpuEstimatedMs: round(cpuEstimatedMs),
      cpuBlockingMs: round(Math.max(0, cpuEstimatedMs - thresholdMs)),
      afterFcp: main.fcp !== null && task.ts >= main.fcp,
      phases: rank(t.phases).map(({ key, ms }) => ({ phase: key, ms })),
      scripts: rank(t.scripts).map(({ key, ms }) => ({ url: key, ms })),
      scriptPhases: pairs(t.scriptPhases),
      scriptPhasesCpu: pairs(t.scriptPhasesCpu),
    });
  }
  return rows.sort((a, b) => b.estimatedMs - a.estimatedMs);
}

/**
 * Where the blocking time goes: each long task after the first contentful paint spreads its
 * blocking ms (estimated − 50) over its script × phase pairs in proportion to their time.
 * `basis: 'cpu'` uses the thread's CPU time instead of the wall time (a shared machine's
 * waiting left out). `label(url)` shortens a script URL for the table.
 */
export function blockingBy(tasks, { basis = 'wall', label = (url) => url } = {}) {
  const sums = new Map();
  for (const task of tasks) {
    if (!task.afterFcp) continue;
    const pairs = basis === 'cpu' ? task.scriptPhasesCpu : task.scriptPhases;
    const blocking = basis === 'cpu' ? task.cpuBlockingMs : task.blockingMs;
    const total = pairs.reduce((a, p) => a + p.ms, 0);
    if (!total || !blocking) continue;
    for (const p of pairs) {
      const key = `${label(p.url)} · ${p.phase}`;
      sums.set(key, (sums.get(key) ?? 0) + (blocking * p.ms) / total);
    }
  }
  return [...sums.entries()]
    .map(([what, v]) => ({ what, ms: Math.round(v) }))
    .filter((x) => x.ms > 0)
    .sort((a, b) => b.ms - a.ms);
}

/** Blocking time after the first contentful paint, summed over the long tasks (the trace's own total blocking time). */
export function blockingTotal(tasks, { basis = 'wall' } = {}) {
  return Math.round(tasks.filter((t) => t.afterFcp).reduce((a, t) => a + (basis === 'cpu' ? t.cpuBlockingMs : t.blockingMs), 0));
}

/**
 * A script URL as the table shows it: the part that served it (`partOfPort(port)`, e.g. `shell`)
 * and its path without the content hash (`shell /static/js/async/lib-react.js`); a document's
 * own URL is its inline scripts.
 */
export function scriptLabel(url, partOfPort = () => null) {
  if (!url.includes('://')) return url;
  const { port, pathname } = new URL(url);
  const part = partOfPort(Number(port)) ?? `:${port}`;
  if (!/\.[a-z0-9]+$/i.test(pathname)) return `${part} inline scripts of ${pathname}`;
  return `${part} ${pathname.replace(/\.[0-9a-f]{8,}(?=\.(m?js|css)$)/, '')}`;
}
