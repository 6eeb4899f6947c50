/**
 * Gives the browser the main thread back for a moment: a tap or a frame waiting behind a hub's
 * start runs now, and the start goes on in a task of its own. `scheduler.yield()` where the
 * browser has it (the continuation keeps its priority, ahead of other queued tasks); a
 * message-channel task elsewhere (not setTimeout, which browsers clamp to ≥ 4 ms when nested).
 */
interface SchedulerLike {
  yield?: () => Promise<void>;
}

export function yieldToMain(scope: { scheduler?: SchedulerLike; MessageChannel?: typeof MessageChannel } = globalThis): Promise<void> {
  const scheduler = scope.scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  const Channel = scope.MessageChannel;
  if (!Channel) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new Channel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
