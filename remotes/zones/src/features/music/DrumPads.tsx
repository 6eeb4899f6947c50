import { Card } from '@naturverse/ui';
import { tapHandlers } from '../../lib/hooks';
import { unlockAudio } from './audio-engine';
import { DRUM_PADS, playDrum, type DrumKind } from './drums';

/** Four synthesised drum pads (spec §2 music): play on pointerdown, Space or Enter. */
export function DrumPads() {
  const hit = (kind: DrumKind) => {
    const audio = unlockAudio();
    if (audio) playDrum(audio.ctx, audio.out, kind, audio.ctx.currentTime);
  };
  return (
    <Card title="Drum Pads" className="zn-pads">
      <div className="zn-pads__grid">
        {DRUM_PADS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`zn-drum zn-drum--${kind.toLowerCase()}`}
            {...tapHandlers(() => hit(kind))}
            // a first touch only unlocks audio once the finger lifts (browser autoplay rules)
            onPointerUp={() => unlockAudio()}
          >
            {kind}
          </button>
        ))}
      </div>
    </Card>
  );
}
