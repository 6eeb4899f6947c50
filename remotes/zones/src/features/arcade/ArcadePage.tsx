import { Page } from '@naturverse/ui';
import { BubblePopper } from './BubblePopper';
import { ReactionTimer } from './ReactionTimer';

/** /zones/arcade (spec §2): Reaction Timer and Bubble Popper. */
export function ArcadePage() {
  return (
    <Page title="Arcade" intro="Quick games for quick fingers. Play with a mouse, a finger or the keyboard.">
      <div className="zn-two-up">
        <ReactionTimer />
        <BubblePopper />
      </div>
    </Page>
  );
}
