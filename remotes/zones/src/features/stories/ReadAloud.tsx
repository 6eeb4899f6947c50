import { useEffect, useState } from 'react';
import { Button } from '@naturverse/ui';
import { Glyph } from '../../components/Glyph';

/** The browser's own speech synthesis, or null where there is none (then no button shows). */
function speechSynthesisOrNull(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || !window.speechSynthesis) return null;
  if (typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis;
}

export interface ReadAloudProps {
  text: string;
  /** Changes when the scene changes: reading stops then. */
  sceneKey: string;
}

/**
 * "Read to me" for pre-readers: speaks the scene with the device's voice (no network).
 * Nothing is highlighted, since the browser's word timings are not reliable everywhere.
 * Reading stops when the scene changes and when the player goes away.
 */
export function ReadAloud({ text, sceneKey }: ReadAloudProps) {
  const [synth] = useState(speechSynthesisOrNull);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    setSpeaking(false);
    return () => synth?.cancel();
  }, [synth, sceneKey]);

  if (!synth) return null;

  const start = () => {
    synth.cancel(); // never queue a second reading behind the first
    const utterance = new window.SpeechSynthesisUtterance(text);
    utterance.rate = 0.9; // a little slower than conversation, for young listeners
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    synth.speak(utterance);
    setSpeaking(true);
  };
  const stop = () => {
    synth.cancel();
    setSpeaking(false);
  };

  return (
    <Button variant="secondary" onClick={speaking ? stop : start} aria-pressed={speaking}>
      {speaking ? (
        <>
          <Glyph name="stop" />
          Stop reading
        </>
      ) : (
        <>
          <Glyph name="speaker" />
          Read to me
        </>
      )}
    </Button>
  );
}
