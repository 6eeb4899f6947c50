import { Button, Card } from '@naturverse/ui';
import { clockNow, useInterval, useMachine } from '../../lib/hooks';
import { POSES, initialStretch, pauseStretch, playStretch, resetStretch, secondsShown, tickStretch, type StretchState } from './stretch';

/** Stretch Flow (spec §4, §9): 7 poses with a countdown, auto-advance and wrap, Pause, Reset. */
export function StretchFlow() {
  const [state, ref, set] = useMachine<StretchState>(initialStretch);
  useInterval(() => set(tickStretch(ref.current, clockNow())), state.running ? 200 : null);
  const pose = POSES[state.index];
  const fresh = state === initialStretch;

  return (
    <Card title="Stretch Flow" className="zn-stretch">
      <p className="zn-stretch__now">
        Pose {state.index + 1} of {POSES.length}: <strong>{pose?.name}</strong>
      </p>
      <p className="nv-muted">{pose?.tip}</p>
      <p className="zn-big-number">{secondsShown(state)} s</p>
      <div className="nv-row">
        {state.running ? (
          <Button onClick={() => set(pauseStretch(ref.current, clockNow()))}>Pause</Button>
        ) : (
          <Button onClick={() => set(playStretch(ref.current, clockNow()))}>{fresh ? 'Start' : 'Resume'}</Button>
        )}
        <Button variant="secondary" onClick={() => set(resetStretch())}>
          Reset
        </Button>
      </div>
      <ol className="zn-poses" aria-label="Poses">
        {POSES.map((p, i) => (
          <li key={p.name} aria-current={i === state.index ? 'step' : undefined} className={i === state.index ? 'is-active' : undefined}>
            {p.name} — {p.seconds} s
          </li>
        ))}
      </ol>
    </Card>
  );
}
