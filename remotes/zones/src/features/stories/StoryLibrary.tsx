import { EmptyState } from '@naturverse/ui';
import { countOf } from '@naturverse/ui/plural';
import { PlayableList } from '../../components/PlayableList';
import { useQueryParams } from '../../lib/search-params';
import { deleteStory, useCustomStories } from './story-store';

/** Library tab: the family's own stories, to play, edit or delete. */
export function StoryLibrary() {
  const stories = useCustomStories();
  const [, set] = useQueryParams();

  if (stories.length === 0) return <EmptyState>No custom stories yet.</EmptyState>;
  return (
    <PlayableList
      headingId="story-library-title"
      heading="Your stories"
      items={stories}
      summary={(s) => (
        <p className="zn-story__realm">
          Realm: {s.realm} · {countOf(s.scenes.length, 'scene')}
        </p>
      )}
      onPlay={(s) => set({ tab: 'play', story: s.id })}
      changes={{ kind: 'story', canChange: () => true, onEdit: (s) => set({ tab: 'create', edit: s.id }), onDelete: (s) => deleteStory(s.id) }}
    />
  );
}
