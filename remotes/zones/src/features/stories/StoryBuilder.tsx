import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Modal, toast } from '@naturverse/ui';
import { BoundedField } from '../../components/BoundedField';
import { randomIdPart } from '../../lib/local-id';
import { SceneEditor } from './SceneEditor';
import {
  LIMITS, addScene, choicesPointingTo, deleteScene, finalizeStory, moveScene, newDraft, saveProblems,
} from './story-builder';
import { saveStory, useCustomStories } from './story-store';
import type { Story } from './story-types';

/** Create tab: build a new story, or edit a custom one (?edit=local-…). */
export function StoryBuilder() {
  const [params, setParams] = useSearchParams();
  const custom = useCustomStories();
  const editing = custom.find((s) => s.id === params.get('edit'));
  // Keyed by the story being edited, so switching stories starts from its saved copy.
  return <BuilderForm key={editing?.id ?? 'new'} initial={editing ?? newDraft()} onSaved={() =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('edit');
      next.set('tab', 'library');
      return next;
    })
  } />;
}

function BuilderForm({ initial, onSaved }: { initial: Story; onSaved: (id: string) => void }) {
  const [draft, setDraft] = useState<Story>(initial);
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
    if (saveStory(story).ok) toast({ kind: 'ok', text: `Saved "${story.title}".` });
    onSaved(story.id);
  };

  return (
    <form className="zn-builder" onSubmit={(e) => { e.preventDefault(); save(); }} aria-labelledby="story-builder-title">
      <h2 id="story-builder-title">{initial.id ? `Edit "${initial.title}"` : 'Create a story'}</h2>
      <div className="zn-builder__meta">
        <BoundedField label="Story title" value={draft.title} max={LIMITS.title} placeholder="Untitled" onValueChange={(title) => setDraft({ ...draft, title })} />
        <BoundedField label="Realm" value={draft.realm} max={LIMITS.realm} placeholder="Any" onValueChange={(realm) => setDraft({ ...draft, realm })} />
        <BoundedField label="Emoji" value={draft.emoji} max={LIMITS.emoji} onValueChange={(emoji) => setDraft({ ...draft, emoji })} />
      </div>
      {draft.scenes.map((scene, index) => (
        <SceneEditor key={scene.id} story={draft} scene={scene} index={index} onChange={setDraft}
          onMove={(delta) => setDraft(moveScene(draft, scene.id, delta))} onDelete={() => removeScene(scene.id)} />
      ))}
      <div className="nv-row">
        <Button variant="secondary" onClick={() => setDraft(addScene(draft))}>+ Add scene</Button>
        <Button type="submit">Save story</Button>
      </div>
      {problems.length > 0 && (
        <div role="alert" className="zn-builder__problems">
          <p>This story cannot be saved yet:</p>
          <ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
      <Modal open={askingScene !== undefined} title="Delete this scene?" onClose={() => setAsking(null)}>
        {askingScene && (
          <>
            <p>
              {choicesPointingTo(draft, askingScene.id).length} choice(s) lead to "{askingScene.title || 'Untitled scene'}".
              If you delete it, they will lead to the start scene instead.
            </p>
            <div className="nv-row">
              <Button variant="danger" onClick={() => { setDraft(deleteScene(draft, askingScene.id)); setAsking(null); }}>Delete scene</Button>
              <Button variant="secondary" onClick={() => setAsking(null)}>Keep it</Button>
            </div>
          </>
        )}
      </Modal>
    </form>
  );
}
