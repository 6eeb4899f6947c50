import { useRef, useState } from 'react';
import { Button, Card, TextField, buttonClass } from '@naturverse/ui';
import { clockNow, useInterval, useMachine } from '../../lib/hooks';
import {
  INTERVAL_DEFAULTS,
  INTERVAL_MINIMUMS,
  initialInterval,
  resetInterval,
  startInterval,
  tickInterval,
  type IntervalSettings,
  type IntervalState,
} from './interval';

const PHASE_TEXT: Record<IntervalState['phase'], string> = {
  idle: 'Ready',
  work: 'Work!',
  rest: 'Rest',
  done: 'Done! Great job.',
};

type Inputs = Record<keyof IntervalSettings, string>;
const toInputs = (s: IntervalSettings): Inputs => ({ work: String(s.work), rest: String(s.rest), rounds: String(s.rounds) });

/** Interval Timer (spec §4, §5): idle → work → rest × rounds → done; inputs clamped on Start. */
export function IntervalTimer() {
  const [state, ref, set] = useMachine<IntervalState>(initialInterval);
  const [inputs, setInputs] = useState<Inputs>(() => toInputs(INTERVAL_DEFAULTS));
  const running = state.phase === 'work' || state.phase === 'rest';
  const resetButton = useRef<HTMLButtonElement>(null);
  useInterval(() => set(tickInterval(ref.current, clockNow())), running ? 200 : null);

  const start = () => {
    const next = startInterval({ work: Number(inputs.work), rest: Number(inputs.rest), rounds: Number(inputs.rounds) }, clockNow());
    setInputs(toInputs(next.settings)); // show the values actually used (minimums 5 / 5 / 1)
    set(next);
    // Start turns disabled while running: keep keyboard focus on a live control
    requestAnimationFrame(() => resetButton.current?.focus());
  };
  const field = (key: keyof IntervalSettings, label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={INTERVAL_MINIMUMS[key]}
      value={inputs[key]}
      disabled={running}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setInputs((prev) => ({ ...prev, [key]: value }));
      }}
    />
  );

  return (
    <Card title="Interval Timer" className="zn-interval">
      <div className="zn-interval__inputs">
        {field('work', 'Work (seconds)')}
        {field('rest', 'Rest (seconds)')}
        {field('rounds', 'Rounds')}
      </div>
      <p className="nv-field__hint">Work and rest are at least 5 seconds; at least 1 round.</p>
      <div className={`zn-interval__display zn-interval__display--${state.phase}`} aria-live="polite">
        <p className="zn-interval__phase">{PHASE_TEXT[state.phase]}</p>
        {running && (
          <p>
            Round {state.round} of {state.settings.rounds} · <span className="zn-interval__left">{state.secondsLeft} s left</span>
          </p>
        )}
      </div>
      <div className="nv-row">
        <Button onClick={start} disabled={running}>
          Start
        </Button>
        <button
          ref={resetButton}
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => set(resetInterval(ref.current))}
          disabled={state.phase === 'idle'}
        >
          Reset
        </button>
      </div>
    </Card>
  );
}
