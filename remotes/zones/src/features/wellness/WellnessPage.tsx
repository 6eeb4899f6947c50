import { Card, Page } from '@naturverse/ui';
import { BreathCoach } from './BreathCoach';
import { IntervalTimer } from './IntervalTimer';
import { StretchFlow } from './StretchFlow';

/** /zones/wellness (spec §2): Breath Coach, Stretch Flow, Interval Timer and a 'Coming Soon' card. */
export function WellnessPage() {
  return (
    <Page title="Wellness" intro="Breathe, stretch and move. Go at your own pace and stop whenever you like.">
      <div className="zn-two-up">
        <BreathCoach />
        <StretchFlow />
        <IntervalTimer />
        <Card title="Coming Soon">
          <p>Guided calm-down stories, mood check-ins and sleepy-time sounds are on their way.</p>
        </Card>
      </div>
    </Page>
  );
}
