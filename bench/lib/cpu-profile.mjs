// The page's main-thread CPU profile from a trace recorded with 'disabled-by-default-v8.cpu_profiler'
// (lib/trace-record.mjs), read by function: V8's sampler writes `Profile` and `ProfileChunk`
// events (call-tree nodes and samples with time deltas). Two readings:
//   - functionTimes: self and total time of each function (script · name · line:column), a
//     sample's total counted once per function however deep the recursion;
//   - chargedTo: what Lighthouse's bootup-time charges to one script. It gives each trace
//     event's self time to the first script URL among the event and its ancestors (its
//     `attributableURLs`), so a `FunctionCall` of a function defined in a remote entry (a script's
//     load handler) takes everything that runs inside it — promise callbacks included — whatever
//     script that code lives in. The samples inside those events, by the script and function
//     that was running, say what that time really is.
// Pure: trace events in, figures out (unit-tested on a hand-made profile in cpu-profile.test.mjs).
// Lighthouse's own task tree and attribution (its tracehouse modules, as its audits use them)
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { getAttributableURLForTask } from 'lighthouse/core/lib/tracehouse/task-summary.js';
import { mainThreadOf } from './long-tasks.mjs';

const PROFILER_FRAMES = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/** The samples of the main thread's profile: [{ ts, us, stack: [frame…] (outermost first) }]. */
export function samplesOf(events, main) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  if (!profile) throw new Error('no CPU profile of the main thread in the trace: record it with disabled-by-default-v8.cpu_profiler');
  const nodes = new Map();
  const ids = [];
  const deltas = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== profile.pid || e.id !== profile.id) continue;
    const data = e.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    ids.push(...(data.cpuProfile?.samples ?? []));
    deltas.push(...(data.timeDeltas ?? []));
  }
  const stackOf = new Map();
  const stack = (id) => {
    if (stackOf.has(id)) return stackOf.get(id);
    const node = nodes.get(id);
    const own = node ? [...(node.parent ? stack(node.parent) : []), node.callFrame] : [];
    stackOf.set(id, own);
    return own;
  };
  const out = [];
  let ts = profile.args?.data?.startTime ?? 0;
  for (let i = 0; i < ids.length; i++) {
    ts += deltas[i] ?? 0;
    out.push({ ts, id: ids[i] });
  }
  // a sample stands for the time until the next one
  return out.map((s, i) => ({ ts: s.ts, us: Math.max(0, (out[i + 1]?.ts ?? s.ts) - s.ts), stack: stack(s.id).filter((f) => f.functionName !== '(root)') }));
}

/** A frame's name: script (its file name) · function · line:column (1-based, as an editor shows them). */
export function frameKey(frame) {
  if (PROFILER_FRAMES.has(frame.functionName) || !frame.url) return frame.functionName || '(anonymous, no script)';
  return `${frame.url.split('/').at(-1)} · ${frame.functionName || '(anonymous)'} · ${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

const leafOf = (sample) => sample.stack.at(-1) ?? { functionName: '(idle)' };
const scriptOf = (frame) => (frame.url ? frame.url.split('/').at(-1) : frame.functionName || '(no script)');

function add(map, key, us) {
  map.set(key, (map.get(key) ?? 0) + us);
}

const ranked = (map, keep) =>
  [...map.entries()]
    .map(([key, us]) => ({ key, ms: Math.round(us / 100) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, keep);

/** Self and total ms of each function whose script matches `inScript` (a predicate on its URL). */
export function functionTimes(samples, { inScript = () => true, keep = 30 } = {}) {
  const self = new Map();
  const total = new Map();
  for (const s of samples) {
    const leaf = leafOf(s);
    if (leaf.url && inScript(leaf.url)) add(self, frameKey(leaf), s.us);
    for (const key of new Set(s.stack.filter((f) => f.url && inScript(f.url)).map(frameKey))) add(total, key, s.us);
  }
  return { self: ranked(self, keep), total: ranked(total, keep) };
}

const OWN_URL_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile']);

/** What a charged task is: the first event inside it that runs the script's own code (its evaluation, a call of one of its functions). */
function labelOf(task, scriptUrl) {
  const queue = [task];
  while (queue.length) {
    const at = queue.shift();
    const data = at.event.args?.data ?? {};
    if (OWN_URL_EVENTS.has(at.event.name) && data.url === scriptUrl) return `${at.event.name}${data.functionName ? ` ${data.functionName}` : ''}`;
    queue.push(...at.children);
  }
  return task.event.name;
}

/**
 * What Lighthouse's bootup-time gives `scriptUrl`, read with Lighthouse's own task tree
 * (its tracehouse: the same attribution, timers inheriting their installer's URLs, layouts the
 * task before's) over the first `windowMs` after navigation: the tasks' self time (wall, as
 * Lighthouse counts it), the events that brought the script's URL in, and the profile's samples
 * inside those tasks by the script and function that was running. `jsUrls`: the page's scripts.
 */
export function chargedTo(events, { pageUrl, scriptUrl, jsUrls, windowMs = Infinity, keep = 20 }) {
  const main = mainThreadOf(events, pageUrl);
  const processed = TraceProcessor.processTrace({ traceEvents: events });
  // every task, nested ones included (each knows its parent)
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const end = main.navStart + windowMs * 1000;
  const charged = tasks.filter((t) => t.event.ts >= main.navStart && t.event.ts < end && getAttributableURLForTask(t, jsUrls) === scriptUrl);
  const byBringer = new Map();

  // each sample belongs to the deepest task around it; it counts when that task is charged
  const chargedSet = new Set(charged);
  const deepest = (task, ts) => {
    const child = task.children.find((c) => c.event.ts <= ts && ts < c.event.ts + (c.endTime - c.startTime) * 1000);
    return child ? deepest(child, ts) : task;
  };
  const spans = charged.filter((t) => !t.parent || !chargedSet.has(t.parent));
  const inSpan = (task) => (chargedSet.has(task.parent) ? inSpan(task.parent) : task);
  for (const task of charged)
    add(byBringer, `${labelOf(inSpan(task), scriptUrl)} at ${Math.round((inSpan(task).event.ts - main.navStart) / 1000)} ms`, task.selfTime * 1000);
  const byScript = new Map();
  const byFunction = new Map();
  let sampledUs = 0;
  for (const s of samplesOf(events, main)) {
    const span = spans.find((t) => t.event.ts <= s.ts && s.ts < t.event.ts + (t.endTime - t.startTime) * 1000);
    if (!span || !chargedSet.has(deepest(span, s.ts))) continue;
    sampledUs += s.us;
    add(byScript, scriptOf(leafOf(s)), s.us);
    add(byFunction, frameKey(leafOf(s)), s.us);
  }
  return {
    selfMs: Math.round(charged.reduce((t, task) => t + task.selfTime, 0) * 10) / 10,
    sampledMs: Math.round(sampledUs / 100) / 10,
    tasks: spans.length,
    byBringer: ranked(byBringer, keep),
    byScript: ranked(byScript, keep),
    byFunction: ranked(byFunction, keep),
  };
}
