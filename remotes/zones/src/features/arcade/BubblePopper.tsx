import { useEffect, useRef } from 'react';
import { Button, Card, usePrefersReducedMotion } from '@naturverse/ui';
import { countOf } from '@naturverse/ui/plural';
import { clockNow, tapHandlers, useInterval, useMachine } from '../../lib/hooks';
import { reportBubbleGame } from '../../lib/rewards';
import { initialBubbles, popBubble, startBubbles, tickBubbles, type BubbleState } from './bubble-machine';

const TICK_MS = 50;

/** Bubble Popper (spec §4): bubbles are real buttons, so Tab + Enter pops them too. */
export function BubblePopper() {
  const [state, ref, set] = useMachine<BubbleState>(initialBubbles);
  const field = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = state.phase === 'playing';

  useInterval(
    () => {
      const before = ref.current;
      const next = tickBubbles(before, clockNow(), Math.random);
      if (next === before) return;
      // a focused bubble that floats away hands focus back to the field
      const focusedGone = field.current?.contains(document.activeElement) && document.activeElement !== field.current;
      set(next);
      if (before.phase === 'playing' && next.phase === 'over') reportBubbleGame(next.hits);
      if (focusedGone && next.bubbles.length < before.bubbles.length) requestAnimationFrame(refocusIfLost);
    },
    playing ? TICK_MS : null,
  );

  function refocusIfLost() {
    if (document.activeElement === document.body) field.current?.focus();
  }

  useEffect(() => {
    if (playing) field.current?.focus(); // Start turns disabled: keep keyboard players in the game
  }, [playing]);

  const start = () => set(startBubbles(ref.current, clockNow()));
  const pop = (id: number) => {
    const next = popBubble(ref.current, id, clockNow());
    if (next === ref.current) return;
    set(next);
    field.current?.focus();
  };

  return (
    <Card title="Bubble Popper" className="zn-bubbles">
      <p className="nv-muted">Pop as many bubbles as you can in 20 seconds. Tab to a bubble and press Enter, or tap it.</p>
      <div className="nv-row zn-bubbles__bar">
        <Button onClick={start} disabled={playing}>
          Start
        </Button>
        <span className="nv-badge">Time left: {state.timeLeft} s</span>
        <span className="nv-badge">Hits: {state.hits}</span>
      </div>
      <div ref={field} className={`zn-field${reducedMotion ? '' : ' zn-field--animated'}`} role="group" aria-label="Bubble field" tabIndex={-1}>
        {state.bubbles.map((b) => (
          <button
            key={b.id}
            type="button"
            className="zn-bubble"
            style={{ left: `${b.x}%`, top: `${b.y}%` }}
            aria-label="Pop bubble"
            {...tapHandlers(() => pop(b.id))}
          />
        ))}
        {state.phase === 'ready' && <p className="zn-field__hint">Press Start to play!</p>}
      </div>
      <p role="status" className="zn-bubbles__status">
        {state.phase === 'over' ? `Time’s up! You popped ${countOf(state.hits, 'bubble')}.` : ''}
      </p>
    </Card>
  );
}
