import { useState, type ReactNode } from 'react';
import { Button, Card } from '@naturverse/ui';
import { ConfirmDelete } from './ConfirmDelete';

/** What a list of things to play shows of each: a quiz, a story. */
export interface Playable {
  id: string;
  title: string;
  emoji: string;
}

export interface PlayableListProps<T extends Playable> {
  headingId: string;
  heading: string;
  items: readonly T[];
  /** The line under the title ("Classic · 3 questions", "Realm: …"), a paragraph. */
  summary: (item: T) => ReactNode;
  onPlay: (item: T) => void;
  /** Edit and Delete, for the items a family made itself (seeds are neither). Absent: no item has them. */
  changes?: {
    /** 'quiz', 'story': named in the delete dialog. */
    kind: string;
    canChange: (item: T) => boolean;
    onEdit: (item: T) => void;
    onDelete: (item: T) => void;
  };
}

/**
 * A heading and a two-up list of cards, each with its emoji, a summary and Play (Edit and
 * Delete too where `changes` allows), Delete asking first. The quizzes' Play tab, the stories'
 * chooser and the stories' Library all show their items this way.
 */
export function PlayableList<T extends Playable>({ headingId, heading, items, summary, onPlay, changes }: PlayableListProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="zn-two-up zn-plain-list">
        {items.map((item) => (
          <li key={item.id}>
            <Card title={item.title} headingLevel={3} as="div">
              <span className="zn-card-emoji" aria-hidden="true">
                {item.emoji}
              </span>
              {summary(item)}
              <div className="nv-row">
                <Button onClick={() => onPlay(item)} aria-label={`Play ${item.title}`}>
                  Play
                </Button>
                {changes?.canChange(item) && (
                  <>
                    <Button variant="secondary" onClick={() => changes.onEdit(item)} aria-label={`Edit ${item.title}`}>
                      Edit
                    </Button>
                    <Button variant="danger" onClick={() => setDeleting(item)} aria-label={`Delete ${item.title}`}>
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {changes && (
        <ConfirmDelete
          name={deleting?.title ?? null}
          kind={changes.kind}
          onClose={() => setDeleting(null)}
          onDelete={() => deleting && changes.onDelete(deleting)}
        />
      )}
    </section>
  );
}
