import { useEffect, useRef } from 'react';
import { Button } from '@naturverse/ui';
import { PlayableList } from '../../components/PlayableList';
import { useQueryParams } from '../../lib/search-params';
import { ReadAloud } from './ReadAloud';
import { SEED_STORIES } from './seed-stories';
import { canGoBack, choose, goBack, isEnding, playAgain, resumeProgress, sceneById, speechText } from './story-player';
import { findStory, saveProgress, useCustomStories, useProgressMap } from './story-store';
import type { Story } from './story-types';

/** Play tab: pick a story (?story=id keeps the choice in the address), then read and choose. */
export function StoryPlayer() {
  const [params, set] = useQueryParams();
  const custom = useCustomStories();
  const story = findStory(custom, params.get('story'));

  if (!story)
    return (
      <PlayableList
        headingId="stories-choose"
        heading="Choose a story"
        items={[...SEED_STORIES, ...custom]}
        summary={(s) => <p className="zn-story__realm">Realm: {s.realm}</p>}
        onPlay={(s) => set({ story: s.id })}
      />
    );
  return <StoryView story={story} onLeave={() => set({ story: null })} />;
}

function StoryView({ story, onLeave }: { story: Story; onLeave: () => void }) {
  const progress = resumeProgress(story, useProgressMap()[story.id]);
  const scene = sceneById(story, progress.at);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // After a choice, Back or Play Again, put keyboard and screen-reader users on the new scene.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [progress.at, progress.history.length]);

  if (!scene) return null; // resumeProgress always lands on a scene; this satisfies the types
  const ending = isEnding(scene);

  return (
    <article className="zn-story" aria-labelledby="story-scene-title">
      <p className="zn-story__which">
        <span aria-hidden="true">{story.emoji}</span> {story.title} · {story.realm}
      </p>
      <h2 id="story-scene-title" ref={heading} tabIndex={-1}>
        {scene.title}
      </h2>
      <p className="zn-story__body">{scene.body}</p>
      <ReadAloud text={speechText(scene)} sceneKey={`${story.id}/${scene.id}`} />
      {ending ? (
        <div className="zn-story__ending">
          <p className="zn-story__the-end">The End</p>
          <Button onClick={() => saveProgress(playAgain(story))}>Play Again</Button>
        </div>
      ) : (
        <ul className="zn-story__choices zn-plain-list" aria-label="Choices">
          {scene.choices.map((c) => (
            <li key={c.id}>
              <Button className="zn-story__choice" onClick={() => saveProgress(choose(story, progress, c.id))}>
                {c.text}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="nv-row">
        <Button variant="secondary" disabled={!canGoBack(progress)} onClick={() => saveProgress(goBack(progress))}>
          ← Back
        </Button>
        <Button variant="ghost" onClick={onLeave}>
          Choose another story
        </Button>
      </div>
    </article>
  );
}
