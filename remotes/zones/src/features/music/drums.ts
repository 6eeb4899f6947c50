/**
 * Synthesised drums (no sample files): oscillators and a shared white-noise buffer,
 * each started at an exact AudioContext time so the scheduler can place them ahead.
 */
export type DrumKind = 'Kick' | 'Snare' | 'Hat' | 'Clap';
export const DRUM_PADS: readonly DrumKind[] = ['Kick', 'Snare', 'Hat', 'Clap'];

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

function noise(ctx: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate); // 1 s
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
}

function envelope(ctx: BaseAudioContext, out: AudioNode, time: number, peak: number, decay: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(peak, time);
  gain.gain.exponentialRampToValueAtTime(0.001, time + decay);
  gain.connect(out);
  return gain;
}

function noiseBurst(ctx: BaseAudioContext, out: AudioNode, time: number, filter: BiquadFilterType, freq: number, peak: number, decay: number) {
  const src = ctx.createBufferSource();
  src.buffer = noise(ctx);
  const bq = ctx.createBiquadFilter();
  bq.type = filter;
  bq.frequency.value = freq;
  src.connect(bq).connect(envelope(ctx, out, time, peak, decay));
  src.start(time);
  src.stop(time + decay + 0.02);
}

function tone(ctx: BaseAudioContext, out: AudioNode, time: number, type: OscillatorType, from: number, to: number, peak: number, decay: number) {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(from, time);
  if (to !== from) osc.frequency.exponentialRampToValueAtTime(to, time + decay);
  osc.connect(envelope(ctx, out, time, peak, decay));
  osc.start(time);
  osc.stop(time + decay + 0.02);
}

export function playDrum(ctx: BaseAudioContext, out: AudioNode, kind: DrumKind, time: number): void {
  switch (kind) {
    case 'Kick':
      tone(ctx, out, time, 'sine', 150, 45, 1, 0.45);
      break;
    case 'Snare':
      noiseBurst(ctx, out, time, 'highpass', 1200, 0.7, 0.18);
      tone(ctx, out, time, 'triangle', 190, 190, 0.4, 0.1);
      break;
    case 'Hat':
      noiseBurst(ctx, out, time, 'highpass', 7000, 0.35, 0.05);
      break;
    case 'Clap':
      // three quick slaps then a short tail, like hands in a room
      for (const [i, peak] of [0.6, 0.5, 0.45].entries()) noiseBurst(ctx, out, time + i * 0.012, 'bandpass', 1500, peak, 0.03);
      noiseBurst(ctx, out, time + 0.036, 'bandpass', 1400, 0.5, 0.16);
      break;
  }
}

/** The metronome's click; the first beat of the bar is higher. */
export function playClick(ctx: BaseAudioContext, out: AudioNode, time: number, accent: boolean): void {
  tone(ctx, out, time, 'square', accent ? 1600 : 1000, accent ? 1600 : 1000, 0.25, 0.04);
}
