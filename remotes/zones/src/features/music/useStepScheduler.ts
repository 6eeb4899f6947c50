import { useEffect, useRef, useState } from 'react';
import { currentAudio } from './audio-engine';
import {
  SCHEDULER_INTERVAL_MS,
  SCHEDULER_LOOKAHEAD_S,
  changeStepSeconds,
  createStepClock,
  nextStepTimes,
  stepTime,
  type ScheduledStep,
  type StepClock,
} from './step-scheduler';

/** Optional timing evidence (the sequencer's bench stats). */
export interface StepStatsSink {
  rebase(step: number, time: number, stepSeconds: number): void;
  recordScheduled(step: number, scheduledTime: number, now: number): void;
  recordShown(step: number, now: number): void;
}

interface Options {
  running: boolean;
  stepSeconds: number;
  loopLength: number;
  /** Schedule the sounds of one step at `time` (AudioContext seconds). */
  onStep: (ctx: AudioContext, out: AudioNode, step: ScheduledStep) => void;
  stats?: StepStatsSink | null;
}

/** How soon after Play the first step sounds, so it can be scheduled ahead too. */
const START_DELAY_S = 0.05;

/**
 * Drives the pure step clock from a 25 ms timer against the AudioContext clock and
 * returns the playhead: the loop index of the step the listener is hearing now.
 * The playhead follows the scheduled times (a frame loop shows each step when the
 * audio clock reaches it), so sound and picture stay together.
 */
export function useStepScheduler({ running, stepSeconds, loopLength, onStep, stats }: Options): number {
  const [playhead, setPlayhead] = useState(-1);
  const clock = useRef<StepClock | null>(null);
  const onStepRef = useRef(onStep);
  const statsRef = useRef(stats);
  useEffect(() => {
    onStepRef.current = onStep;
    statsRef.current = stats;
  });

  // tempo changes apply from the next unscheduled step
  useEffect(() => {
    const c = clock.current;
    if (!c || c.stepSeconds === stepSeconds) return;
    clock.current = changeStepSeconds(c, stepSeconds);
    statsRef.current?.rebase(c.nextStep, stepTime(clock.current, c.nextStep), stepSeconds);
  }, [stepSeconds]);

  useEffect(() => {
    const audio = running ? currentAudio() : null;
    if (!audio) return;
    const { ctx, out } = audio;
    const start = ctx.currentTime + START_DELAY_S;
    clock.current = createStepClock(stepSeconds, start, loopLength);
    statsRef.current?.rebase(0, start, stepSeconds);
    const queue: ScheduledStep[] = [];

    const schedule = () => {
      if (!clock.current) return;
      const now = ctx.currentTime;
      const out2 = nextStepTimes(clock.current, now, SCHEDULER_LOOKAHEAD_S);
      clock.current = out2.clock;
      for (const step of out2.steps) {
        onStepRef.current(ctx, out, step);
        statsRef.current?.recordScheduled(step.step, step.time, now);
        queue.push(step);
      }
    };
    schedule();
    const timer = window.setInterval(schedule, SCHEDULER_INTERVAL_MS);

    let frame = 0;
    const draw = () => {
      let shown: ScheduledStep | undefined;
      while (queue.length && (queue[0]?.time ?? Infinity) <= ctx.currentTime) shown = queue.shift();
      if (shown) {
        setPlayhead(shown.index);
        statsRef.current?.recordShown(shown.step, ctx.currentTime);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);

    return () => {
      window.clearInterval(timer);
      cancelAnimationFrame(frame);
      clock.current = null;
      setPlayhead(-1);
    };
    // stepSeconds is read once at start; later changes go through changeStepSeconds above
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, loopLength]);

  return playhead;
}
