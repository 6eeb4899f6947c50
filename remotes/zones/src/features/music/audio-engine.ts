/**
 * One AudioContext for the music zone, created (or resumed) only inside a user
 * gesture handler, as browsers require. Nothing here runs at import time.
 */
type AudioContextCtor = new () => AudioContext;

let context: AudioContext | null = null;
let master: GainNode | null = null;

/** The context if a gesture already made one, else null (never creates it). */
export function currentAudio(): { ctx: AudioContext; out: AudioNode } | null {
  return context && master ? { ctx: context, out: master } : null;
}

/** Call from a click/pointerdown/keydown handler: creates or resumes the context. */
export function unlockAudio(): { ctx: AudioContext; out: AudioNode } | null {
  if (!context) {
    const w = window as Window & { webkitAudioContext?: AudioContextCtor };
    const Ctor: AudioContextCtor | undefined = window.AudioContext ?? w.webkitAudioContext;
    if (!Ctor) return null;
    context = new Ctor();
    master = context.createGain();
    master.gain.value = 0.5; // gentle for small ears and headphones
    master.connect(context.destination);
  }
  if (context.state === 'suspended') void context.resume();
  return currentAudio();
}
