import { Card } from '@naturverse/ui';
import { TabbedPage } from '../../components/TabbedPage';
import { StoryBuilder } from './StoryBuilder';
import { StoryLibrary } from './StoryLibrary';
import { StoryPlayer } from './StoryPlayer';
import './stories.css';

/** /zones/stories (spec §2): tabs Play, Create, Library, Coming Soon. */
export function StoriesPage() {
  return (
    <TabbedPage
      title="Stories"
      intro="Read a story and choose what happens next, or make your own."
      tabs={[
        { id: 'play', label: 'Play', content: <StoryPlayer /> },
        { id: 'create', label: 'Create', content: <StoryBuilder /> },
        { id: 'library', label: 'Library', content: <StoryLibrary /> },
      ]}
      comingSoon={
        <Card title="Coming Soon">
          <p>Pictures for your scenes, sharing stories with family, and stamps for finishing a story.</p>
        </Card>
      }
    />
  );
}
