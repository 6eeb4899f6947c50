import { useState } from 'react';
import { Button, Card, SelectField, TextField, usePrefersReducedMotion } from '@naturverse/ui';
import { clockNow, useInterval, useMachine } from '../../lib/hooks';
import {
  BOX_PATTERN,
  DEFAULT_CUSTOM_TEXT,
  FOUR_SEVEN_EIGHT,
  customPattern,
  initialBreath,
  loadPattern,
  parseCustomPattern,
  startBreath,
  stopBreath,
  tickBreath,
  type BreathPattern,
  type BreathState,
} from './breath';

type Choice = 'box' | '4-7-8' | 'custom';

/**
 * Breath Coach (spec §4, §5): Box, 4-7-8 or a custom pattern, cycling while running.
 * The select shows the pattern that is loaded (its id), never a separate choice: a
 * Custom choice whose text cannot be used must not leave Box running under "Custom".
 */
export function BreathCoach() {
  const [state, ref, set] = useMachine<BreathState>(() => initialBreath(BOX_PATTERN));
  const choice = state.pattern.id as Choice;
  const [customText, setCustomText] = useState(DEFAULT_CUSTOM_TEXT);
  const [customError, setCustomError] = useState('');
  const reducedMotion = usePrefersReducedMotion();

  useInterval(() => set(tickBreath(ref.current, clockNow())), state.running ? 200 : null);

  const applyPattern = (pattern: BreathPattern) => set(loadPattern(ref.current, pattern));
  const choose = (next: Choice) => {
    setCustomError('');
    if (next === 'box') applyPattern(BOX_PATTERN);
    else if (next === '4-7-8') applyPattern(FOUR_SEVEN_EIGHT);
    else loadCustom();
  };
  function loadCustom() {
    const seconds = parseCustomPattern(customText);
    if (!seconds) {
      setCustomError('Please enter at least 2 numbers, like 4,4. The pattern was not changed.');
      return;
    }
    setCustomError('');
    applyPattern(customPattern(seconds));
  }

  const phase = state.pattern.phases[state.phaseIndex];
  const size = !state.running ? 'rest' : phase?.name === 'Inhale' ? 'big' : phase?.name === 'Exhale' ? 'small' : 'hold';

  return (
    <Card title="Breath Coach" className="zn-breath">
      <SelectField label="Breathing pattern" value={choice} onChange={(e) => choose(e.currentTarget.value as Choice)}>
        <option value="box">Box 4-4-4-4</option>
        <option value="4-7-8">4-7-8 (inhale 4, hold 7, exhale 8)</option>
        <option value="custom">Custom</option>
      </SelectField>
      <form
        className="nv-row zn-breath__custom"
        onSubmit={(e) => {
          e.preventDefault();
          loadCustom();
        }}
      >
        <TextField
          label="Custom pattern (seconds, comma-separated)"
          value={customText}
          onChange={(e) => setCustomText(e.currentTarget.value)}
          error={customError || undefined}
        />
        <Button type="submit" variant="secondary">
          Load pattern
        </Button>
      </form>
      <p>
        Pattern: <strong data-testid="breath-pattern-name">{state.pattern.label}</strong> —{' '}
        <span data-testid="breath-pattern">{state.pattern.phases.map((p) => `${p.name} ${p.seconds} s`).join(' · ')}</span>
      </p>
      <div className="zn-breath__coach">
        <div
          className={`zn-breath__circle zn-breath__circle--${size}${reducedMotion ? '' : ' is-animated'}`}
          style={reducedMotion ? undefined : { transitionDuration: `${phase?.seconds ?? 1}s` }}
          aria-hidden="true"
        />
        <p className="zn-breath__phase" aria-live="polite">
          {state.running && phase ? phase.name : 'Ready when you are'}
        </p>
        {state.running && <p className="zn-breath__left">{state.secondsLeft} s left</p>}
      </div>
      <div className="nv-row">
        {state.running ? (
          <Button onClick={() => set(stopBreath(ref.current))}>Stop</Button>
        ) : (
          <Button onClick={() => set(startBreath(ref.current, clockNow()))}>Start breathing</Button>
        )}
      </div>
    </Card>
  );
}
