import { Card } from '@naturverse/ui';
import { TabbedPage } from '../../components/TabbedPage';
import { QuizBuilder } from './QuizBuilder';
import { QuizParty } from './QuizParty';
import { QuizPlay } from './QuizPlay';
import './quizzes.css';

/** /zones/quizzes (spec §2): tabs Play, Party, Builder, Coming Soon. */
export function QuizzesPage() {
  return (
    <TabbedPage
      title="Quizzes"
      intro="Test what you know about nature, alone or with your family."
      tabs={[
        { id: 'play', label: 'Play', content: <QuizPlay /> },
        { id: 'party', label: 'Party', content: <QuizParty /> },
        { id: 'builder', label: 'Builder', content: <QuizBuilder /> },
      ]}
      comingSoon={
        <Card title="Coming Soon">
          <p>Picture questions, teams with their own scores, and stamps for finishing a quiz.</p>
        </Card>
      }
    />
  );
}
