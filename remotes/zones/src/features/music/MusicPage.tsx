import { Page } from '@naturverse/ui';
import { DrumPads } from './DrumPads';
import { Karaoke } from './Karaoke';
import { Metronome } from './Metronome';
import { Sequencer } from './Sequencer';

/** /zones/music (spec §2): karaoke, metronome, 4 drum pads and a 16-step sequencer. */
export function MusicPage() {
  return (
    <Page title="Music" intro="Sing, keep the beat and make your own drum groove. Sounds start when you press a button.">
      <div className="zn-two-up">
        <Karaoke />
        <div className="nv-stack">
          <Metronome />
          <DrumPads />
        </div>
      </div>
      <Sequencer />
    </Page>
  );
}
