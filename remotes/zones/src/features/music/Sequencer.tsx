import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, RangeField } from '@naturverse/ui';
import { unlockAudio } from './audio-engine';
import { playDrum } from './drums';
import { SEQUENCER_ROWS, SEQUENCER_STEPS, SEQUENCER_TEMPO, clearPattern, rowsOnStep, starterPattern, toggleStep, type Pattern } from './sequencer-pattern';
import { SequencerStats, benchEnabled } from './sequencer-stats';
import { sixteenthSeconds, type ScheduledStep } from './step-scheduler';
import { useStepScheduler } from './useStepScheduler';

declare global {
  interface Window {
    /** Only with ?bench=1: scheduled vs ideal step times for the bench (see sequencer-stats.ts). */
    __naturverseSequencerStats?: SequencerStats;
  }
}

function benchStats(): SequencerStats | null {
  if (typeof window === 'undefined' || !benchEnabled(window.location.search)) return null;
  window.__naturverseSequencerStats ??= new SequencerStats();
  return window.__naturverseSequencerStats;
}

/** 16-step sequencer (spec §4, §9): 3 rows × 16 steps, a step = a quarter of a beat. */
export function Sequencer() {
  const [pattern, setPattern] = useState<Pattern>(starterPattern);
  const [tempo, setTempo] = useState<number>(SEQUENCER_TEMPO.initial);
  const [playing, setPlaying] = useState(false);
  const [stats] = useState(benchStats);
  const patternRef = useRef(pattern);
  useEffect(() => {
    patternRef.current = pattern; // toggles while playing are heard from the next scheduled step
  }, [pattern]);

  const onStep = useCallback((ctx: AudioContext, out: AudioNode, step: ScheduledStep) => {
    for (const row of rowsOnStep(patternRef.current, step.index)) playDrum(ctx, out, row, step.time);
  }, []);
  const playhead = useStepScheduler({ running: playing, stepSeconds: sixteenthSeconds(tempo), loopLength: SEQUENCER_STEPS, onStep, stats });

  const togglePlay = () => {
    if (!playing && !unlockAudio()) return;
    setPlaying(!playing);
  };

  return (
    <Card title="Sequencer" className="zn-sequencer">
      <RangeField
        label="Sequencer tempo"
        min={SEQUENCER_TEMPO.min}
        max={SEQUENCER_TEMPO.max}
        value={tempo}
        valueText={`${tempo} BPM`}
        onValueChange={setTempo}
      />
      <div className="nv-row">
        <Button onClick={togglePlay}>{playing ? 'Stop' : 'Play'}</Button>
        <Button variant="secondary" onClick={() => setPattern(clearPattern())}>
          Clear
        </Button>
      </div>
      <div className="zn-seq" data-playhead={playhead}>
        <div className="zn-seq__row zn-seq__ruler" aria-hidden="true">
          <span className="zn-seq__label" />
          {Array.from({ length: SEQUENCER_STEPS }, (_, i) => (
            <span key={i} className={i === playhead ? 'zn-seq__tick is-playhead' : 'zn-seq__tick'}>
              {i + 1}
            </span>
          ))}
        </div>
        {SEQUENCER_ROWS.map((row) => (
          <div key={row} className="zn-seq__row" role="group" aria-label={`${row} steps`}>
            <span className="zn-seq__label" aria-hidden="true">
              {row}
            </span>
            {pattern[row].map((on, i) => (
              <button
                key={i}
                type="button"
                className={['zn-step', on && 'is-on', i === playhead && 'is-playhead', i % 4 === 0 && 'is-beat'].filter(Boolean).join(' ')}
                aria-pressed={on}
                aria-label={`${row} step ${i + 1}`}
                onClick={() => setPattern((p) => toggleStep(p, row, i))}
              />
            ))}
          </div>
        ))}
      </div>
    </Card>
  );
}
