import { useState } from 'react';
import { Button, Modal } from '@naturverse/ui';
import { BoundedField } from '../../components/BoundedField';
import { DraftForm } from '../../components/DraftForm';
import { useKeptDraft, useOpenDraft, type OpenDraft } from '../../lib/draft-builder';
import { randomIdPart } from '../../lib/local-id';
import { useQueryParams } from '../../lib/search-params';
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
  const [params] = useQueryParams();
  const editing = useCustomStories().find((s) => s.id === params.get('edit'));
  const open = useOpenDraft({
    drafts: storyDrafts,
    editing,
    saved: editing ?? newDraft(),
    blank: newDraft,
    discardQuestion: DISCARD_NEW_STORY,
    afterCancel: { tab: 'library' },
    afterSave: () => ({ tab: 'library' }),
  });
  return <StoryForm key={open.key} open={open} />;
}

function StoryForm({ open }: { open: OpenDraft<Story> }) {
  const { draft, setDraft, finish } = useKeptDraft(storyDrafts, open);
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
    if (saveStory(story).ok) finish(story);
  };

  return (
    <DraftForm
      headingId="story-builder-title"
      newHeading="Create a story"
      editingTitle={open.editingTitle}
      restored={open.restored}
      saveLabel="Save story"
      newLabel="New story"
      onSave={save}
      onNew={open.onNew}
      onCancel={open.onCancel}
      meta={
        <>
          <BoundedField
            label="Story title"
            value={draft.title}
            max={LIMITS.title}
            placeholder="Untitled"
            onValueChange={(title) => setDraft({ ...draft, title })}
          />
          <BoundedField label="Realm" value={draft.realm} max={LIMITS.realm} placeholder="Any" onValueChange={(realm) => setDraft({ ...draft, realm })} />
          <BoundedField label="Emoji" value={draft.emoji} max={LIMITS.emoji} onValueChange={(emoji) => setDraft({ ...draft, emoji })} />
        </>
      }
      leadingActions={
        <Button variant="secondary" onClick={() => setDraft(addScene(draft))}>
          + Add scene
        </Button>
      }
      footer={
        <>
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
        </>
      }
    >
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
    </DraftForm>
  );
}
