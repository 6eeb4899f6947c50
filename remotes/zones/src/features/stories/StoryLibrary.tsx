import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, EmptyState } from '@naturverse/ui';
import { countOf } from '@naturverse/ui/plural';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { deleteStory, useCustomStories } from './story-store';
import type { Story } from './story-types';

/** Library tab: the family's own stories, to play, edit or delete. */
export function StoryLibrary() {
  const stories = useCustomStories();
  const [, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<Story | null>(null);

  const go = (tab: string, key: 'story' | 'edit', id: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('tab', tab);
      next.set(key, id);
      return next;
    });

  if (stories.length === 0) return <EmptyState>No custom stories yet.</EmptyState>;
  return (
    <section aria-labelledby="story-library-title">
      <h2 id="story-library-title">Your stories</h2>
      <ul className="zn-two-up zn-plain-list">
        {stories.map((s) => (
          <li key={s.id}>
            <Card title={s.title} headingLevel={3} as="div">
              <span className="zn-card-emoji" aria-hidden="true">
                {s.emoji}
              </span>
              <p className="zn-story__realm">
                Realm: {s.realm} · {countOf(s.scenes.length, 'scene')}
              </p>
              <div className="nv-row">
                <Button onClick={() => go('play', 'story', s.id)} aria-label={`Play ${s.title}`}>
                  Play
                </Button>
                <Button variant="secondary" onClick={() => go('create', 'edit', s.id)} aria-label={`Edit ${s.title}`}>
                  Edit
                </Button>
                <Button variant="danger" onClick={() => setDeleting(s)} aria-label={`Delete ${s.title}`}>
                  Delete
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDelete name={deleting?.title ?? null} kind="story" onClose={() => setDeleting(null)} onDelete={() => deleting && deleteStory(deleting.id)} />
    </section>
  );
}
