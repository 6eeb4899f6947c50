import { Button, Card } from '@naturverse/ui';
import { clockNow, tapHandlers, useDeadline, useMachine } from '../../lib/hooks';
import { reportReactionTap } from '../../lib/rewards';
import { REACTION_ROUNDS, averageMs, initialReaction, resetReaction, retryReaction, tapReaction, tickReaction, type ReactionState } from './reaction-machine';

const PAD_TEXT: Record<ReactionState['phase'], string> = {
  idle: 'Tap to start',
  wait: 'Wait for green…',
  go: 'Tap now!',
  tooSoon: 'Too soon!',
  done: 'All done!',
};

/** Reaction Timer (spec §4): one big pad, by pointer, touch, Space or Enter. */
export function ReactionTimer() {
  const [state, ref, set] = useMachine<ReactionState>(initialReaction);

  // wait → go at the random moment (useDeadline never wakes before it, so the tick turns green)
  useDeadline(state.phase === 'wait' ? state.goAt : null, () => set(tickReaction(ref.current, clockNow())));

  const tap = () => {
    const { state: next, recordedMs } = tapReaction(ref.current, clockNow(), Math.random);
    if (next === ref.current) return;
    set(next);
    if (recordedMs !== null) reportReactionTap(recordedMs);
  };

  const average = averageMs(state.results);
  const round = Math.min(state.results.length + 1, REACTION_ROUNDS);

  return (
    <Card title="Reaction Timer" className="zn-reaction">
      <p className="nv-muted">When the pad turns green, tap it as fast as you can. {REACTION_ROUNDS} rounds!</p>
      <button type="button" className={`zn-pad zn-pad--${state.phase}`} {...tapHandlers(tap)}>
        <span className="zn-pad__text">{PAD_TEXT[state.phase]}</span>
        {state.phase !== 'idle' && state.phase !== 'done' && (
          <span className="zn-pad__round">
            Round {round} of {REACTION_ROUNDS}
          </span>
        )}
      </button>
      <div className="nv-row">
        {state.phase === 'tooSoon' && <Button onClick={() => set(retryReaction(ref.current, clockNow(), Math.random))}>Try again</Button>}
        {state.phase !== 'idle' && (
          <Button variant="secondary" onClick={() => set(resetReaction())}>
            Reset
          </Button>
        )}
      </div>
      {state.results.length > 0 && (
        <div className="zn-results">
          <h3>Your times</h3>
          <ol aria-label="Reaction times">
            {state.results.map((ms, i) => (
              <li key={i}>{ms} ms</li>
            ))}
          </ol>
          {state.phase === 'done' && average !== null && <p className="zn-results__average">Average: {average} ms</p>}
        </div>
      )}
      <p className="nv-visually-hidden" role="status">
        {state.phase === 'go' ? 'Tap now!' : state.phase === 'tooSoon' ? 'Too soon!' : ''}
      </p>
    </Card>
  );
}
