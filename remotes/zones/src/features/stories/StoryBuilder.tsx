import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Modal, toast } from '@naturverse/ui';
import { BoundedField } from '../../components/BoundedField';
import { NEW_DRAFT } from '../../lib/draft-store';
import { randomIdPart } from '../../lib/local-id';
import { SceneEditor } from './SceneEditor';
import { LIMITS, addScene, choicesPointingTo, deleteScene, deleteSceneQuestion, finalizeStory, moveScene, newDraft, saveProblems } from './story-builder';
import { storyDrafts } from './story-drafts';
import { saveStory, useCustomStories } from './story-store';
import type { Story } from './story-types';

export const DISCARD_NEW_STORY = 'Start a new story? The story you are writing has not been saved and will be lost.';

/**
 * Create tab: build a new story, or edit a custom one (?edit=local-…). Unsaved work is kept
 * as a draft per story (story-drafts.ts), so switching tabs or reloading loses nothing;
 * New story starts blank (asking before it drops an unsaved new story), Cancel leaves an
 * edit without saving it.
 */
export function StoryBuilder() {
  const [params, setParams] = useSearchParams();
  const custom = useCustomStories();
  const editing = custom.find((s) => s.id === params.get('edit'));
  const target = editing?.id ?? NEW_DRAFT;
  const [fresh, setFresh] = useState(0); // a new key restarts the form blank after New story
  const leaveEdit = (tab?: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('edit');
      if (tab) next.set('tab', tab);
      return next;
    });
  const startNew = () => {
    // only a new story that differs from a blank one is work that would be lost
    if (storyDrafts.changedFrom(NEW_DRAFT, newDraft()) && !window.confirm(DISCARD_NEW_STORY)) return;
    storyDrafts.discard(NEW_DRAFT);
    leaveEdit();
    setFresh((n) => n + 1);
  };
  const cancelEdit = () => {
    storyDrafts.discard(target);
    leaveEdit('library');
  };
  const saved = editing ?? newDraft();
  const kept = storyDrafts.changedFrom(target, saved);
  return (
    <BuilderForm
      key={`${target}:${fresh}`}
      target={target}
      editingTitle={editing?.title ?? null}
      saved={saved}
      initial={kept ?? saved}
      restored={kept !== undefined}
      onNew={startNew}
      onCancel={editing ? cancelEdit : null}
      onSaved={() => leaveEdit('library')}
    />
  );
}

interface BuilderFormProps {
  target: string;
  editingTitle: string | null;
  /** What is saved for `target` (a blank story for a new one): a draft that holds just this is not kept. */
  saved: Story;
  initial: Story;
  restored: boolean;
  onNew: () => void;
  onCancel: (() => void) | null;
  onSaved: (id: string) => void;
}

function BuilderForm({ target, editingTitle, saved: savedWhenOpened, initial, restored, onNew, onCancel, onSaved }: BuilderFormProps) {
  const [draft, setDraft] = useState<Story>(initial);
  // as it was when the form opened: the builder re-renders with a fresh blank story, or with
  // the story just saved, and neither is a change the family made
  const [saved] = useState(savedWhenOpened);
  useEffect(() => storyDrafts.keepUnlessSaved(target, draft, saved), [draft, saved, target]);
  const [problems, setProblems] = useState<string[]>([]);
  const [asking, setAsking] = useState<string | null>(null);
  const askingScene = draft.scenes.find((s) => s.id === asking);

  const removeScene = (sceneId: string) => {
    if (choicesPointingTo(draft, sceneId).length > 0) setAsking(sceneId);
    else setDraft(deleteScene(draft, sceneId));
  };

  const save = () => {
    const found = saveProblems(draft);
    setProblems(found);
    if (found.length > 0) return;
    const story = finalizeStory(draft, randomIdPart);
    // refused (storage full): the reason is shown, and the builder keeps the draft
    if (!saveStory(story).ok) return;
    storyDrafts.discard(target);
    toast({ kind: 'ok', text: `Saved "${story.title}".` });
    onSaved(story.id);
  };

  return (
    <form
      className="zn-builder"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      aria-labelledby="story-builder-title"
    >
      <h2 id="story-builder-title">{editingTitle !== null ? `Edit "${editingTitle}"` : 'Create a story'}</h2>
      {restored && (
        <p className="nv-muted" data-testid="draft-note">
          Your unsaved draft is back. It stays in this browser until you save it{onCancel ? ' or cancel' : ''}.
        </p>
      )}
      <div className="zn-builder__meta">
        <BoundedField
          label="Story title"
          value={draft.title}
          max={LIMITS.title}
          placeholder="Untitled"
          onValueChange={(title) => setDraft({ ...draft, title })}
        />
        <BoundedField label="Realm" value={draft.realm} max={LIMITS.realm} placeholder="Any" onValueChange={(realm) => setDraft({ ...draft, realm })} />
        <BoundedField label="Emoji" value={draft.emoji} max={LIMITS.emoji} onValueChange={(emoji) => setDraft({ ...draft, emoji })} />
      </div>
      {draft.scenes.map((scene, index) => (
        <SceneEditor
          key={scene.id}
          story={draft}
          scene={scene}
          index={index}
          onChange={setDraft}
          onMove={(delta) => setDraft(moveScene(draft, scene.id, delta))}
          onDelete={() => removeScene(scene.id)}
        />
      ))}
      <div className="nv-row">
        <Button variant="secondary" onClick={() => setDraft(addScene(draft))}>
          + Add scene
        </Button>
        <Button type="submit">Save story</Button>
        <Button variant="secondary" onClick={onNew}>
          New story
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {problems.length > 0 && (
        <div role="alert" className="zn-builder__problems">
          <p>This story cannot be saved yet:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <Modal open={askingScene !== undefined} title="Delete this scene?" onClose={() => setAsking(null)}>
        {askingScene && (
          <>
            <p>{deleteSceneQuestion(choicesPointingTo(draft, askingScene.id).length, askingScene.title)}</p>
            <div className="nv-row">
              <Button
                variant="danger"
                onClick={() => {
                  setDraft(deleteScene(draft, askingScene.id));
                  setAsking(null);
                }}
              >
                Delete scene
              </Button>
              <Button variant="secondary" onClick={() => setAsking(null)}>
                Keep it
              </Button>
            </div>
          </>
        )}
      </Modal>
    </form>
  );
}
