import { useCallback, useState } from 'react';
import { Button, Card, RangeField } from '@naturverse/ui';
import { unlockAudio } from './audio-engine';
import { playClick } from './drums';
import { METRONOME_BPM } from './sequencer-pattern';
import { beatSeconds, type ScheduledStep } from './step-scheduler';
import { useStepScheduler } from './useStepScheduler';

const BEATS = 4;

/** Metronome (spec §4, §5): on/off, 60–180 BPM, a click on every beat, scheduled ahead. */
export function Metronome() {
  const [bpm, setBpm] = useState<number>(METRONOME_BPM.initial);
  const [on, setOn] = useState(false);
  const onStep = useCallback((ctx: AudioContext, out: AudioNode, step: ScheduledStep) => {
    playClick(ctx, out, step.time, step.index === 0);
  }, []);
  const beat = useStepScheduler({ running: on, stepSeconds: beatSeconds(bpm), loopLength: BEATS, onStep });

  const toggle = () => {
    if (!on && !unlockAudio()) return;
    setOn(!on);
  };

  return (
    <Card title="Metronome" className="zn-metronome">
      <RangeField label="Metronome tempo" min={METRONOME_BPM.min} max={METRONOME_BPM.max} value={bpm} valueText={`${bpm} BPM`} onValueChange={setBpm} />
      <div className="nv-row">
        <Button onClick={toggle}>{on ? 'Stop metronome' : 'Start metronome'}</Button>
        <div className="zn-beats" aria-hidden="true" data-beat={beat}>
          {Array.from({ length: BEATS }, (_, i) => (
            <span key={i} className={i === beat ? 'zn-beat is-on' : 'zn-beat'} />
          ))}
        </div>
      </div>
    </Card>
  );
}
