import { useEffect, useRef } from 'react';
import { Button, Card, RangeField, usePrefersReducedMotion } from '@naturverse/ui';
import { clockNow, useInterval, useMachine } from '../../lib/hooks';
import { reportKaraokeFinished } from '../../lib/rewards';
import { Glyph } from '../../components/Glyph';
import {
  KARAOKE_LINES,
  KARAOKE_TEMPO,
  initialKaraoke,
  lineScrollOptions,
  setKaraokeTempo,
  startKaraoke,
  stopKaraoke,
  tickKaraoke,
  type KaraokeState,
} from './karaoke';

const TICK_MS = 50;

/** Demo karaoke (spec §2, §4): timed lines, tempo slider, a Musiclandia stamp per run. */
export function Karaoke() {
  const [state, ref, set] = useMachine<KaraokeState>(initialKaraoke);
  const reducedMotion = usePrefersReducedMotion();
  const lineRefs = useRef<Array<HTMLLIElement | null>>([]);
  const singing = state.phase === 'singing';

  useInterval(
    () => {
      const { state: next, grantStamp: reachedLast } = tickKaraoke(ref.current, clockNow());
      set(next);
      if (reachedLast) reportKaraokeFinished();
    },
    singing ? TICK_MS : null,
  );

  useEffect(() => {
    if (state.active < 0) return;
    lineRefs.current[state.active]?.scrollIntoView(lineScrollOptions(reducedMotion));
  }, [state.active, reducedMotion]);

  return (
    <Card title="Karaoke" className="zn-karaoke">
      <p className="nv-muted">Sing along! The glowing line is the one to sing now.</p>
      <RangeField
        label="Karaoke tempo"
        min={KARAOKE_TEMPO.min}
        max={KARAOKE_TEMPO.max}
        value={state.tempo}
        valueText={`${state.tempo} BPM`}
        onValueChange={(tempo) => set(setKaraokeTempo(ref.current, tempo, clockNow()))}
      />
      <div className="nv-row">
        {singing ? (
          <Button onClick={() => set(stopKaraoke(ref.current))}>Stop singing</Button>
        ) : (
          <Button onClick={() => set(startKaraoke(ref.current, clockNow()))}>Start singing</Button>
        )}
      </div>
      {/* scrollable, so keyboard users can scroll it too */}
      <ol className="zn-lyrics" aria-label="Song lines" tabIndex={0}>
        {KARAOKE_LINES.map((line, i) => (
          <li
            key={line}
            ref={(el) => {
              lineRefs.current[i] = el;
            }}
            className={i === state.active ? 'zn-lyrics__line is-active' : 'zn-lyrics__line'}
            aria-current={i === state.active ? 'true' : undefined}
          >
            {line}
          </li>
        ))}
      </ol>
      <p role="status">
        {state.phase === 'done' && (
          <>
            Great singing! <Glyph name="mic" /> Press Start to sing again.
          </>
        )}
      </p>
    </Card>
  );
}
