import { SelectField } from '@naturverse/ui';
import { BoundedField } from '../../components/BoundedField';
import { EditorGroup, PartButton } from '../../components/EditorGroup';
import { LIMITS, addChoice, deleteChoice, moveChoice, updateChoice, updateScene } from './story-builder';
import type { Scene, Story } from './story-types';

export interface SceneEditorProps {
  story: Story;
  scene: Scene;
  index: number;
  onChange: (story: Story) => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

/** One scene of the builder: its title, text and choices, each choice leading to any scene. */
export function SceneEditor({ story, scene, index, onChange, onMove, onDelete }: SceneEditorProps) {
  const isStart = scene.id === story.start;
  const name = scene.title || `Scene ${index + 1}`;
  return (
    <EditorGroup
      legend={
        <>
          Scene {index + 1}
          {isStart && ' (start)'}
        </>
      }
    >
      <BoundedField
        label="Scene title"
        value={scene.title}
        max={LIMITS.sceneTitle}
        onValueChange={(title) => onChange(updateScene(story, scene.id, { title }))}
      />
      <BoundedField
        label="What happens"
        multiline
        value={scene.body}
        max={LIMITS.body}
        onValueChange={(body) => onChange(updateScene(story, scene.id, { body }))}
      />
      <p className="zn-scene-editor__choices">Choices {scene.choices.length === 0 && <span className="nv-muted">(none: this scene is an ending)</span>}</p>
      <ol className="zn-choice-list">
        {scene.choices.map((choice, ci) => (
          <li key={choice.id} className="zn-builder__item">
            <BoundedField
              label={`Choice ${ci + 1} text`}
              value={choice.text}
              max={LIMITS.choice}
              onValueChange={(text) => onChange(updateChoice(story, scene.id, choice.id, { text }))}
            />
            <SelectField
              label={`Choice ${ci + 1} leads to`}
              value={story.scenes.some((s) => s.id === choice.goto) ? choice.goto : ''}
              onChange={(e) => onChange(updateChoice(story, scene.id, choice.id, { goto: e.currentTarget.value }))}
            >
              <option value="">(nowhere yet)</option>
              {story.scenes.map((s, si) => (
                <option key={s.id} value={s.id}>
                  {`Scene ${si + 1}: ${s.title || 'Untitled scene'}`}
                </option>
              ))}
            </SelectField>
            <div className="nv-row">
              <PartButton
                context={` choice ${ci + 1} of ${name}`}
                variant="secondary"
                disabled={ci === 0}
                onClick={() => onChange(moveChoice(story, scene.id, choice.id, -1))}
              >
                ↑ Up
              </PartButton>
              <PartButton
                context={` choice ${ci + 1} of ${name}`}
                variant="secondary"
                disabled={ci === scene.choices.length - 1}
                onClick={() => onChange(moveChoice(story, scene.id, choice.id, 1))}
              >
                ↓ Down
              </PartButton>
              <PartButton context={` ${ci + 1} of ${name}`} variant="danger" onClick={() => onChange(deleteChoice(story, scene.id, choice.id))}>
                Delete choice
              </PartButton>
            </div>
          </li>
        ))}
      </ol>
      <div className="nv-row">
        <PartButton context={` to ${name}`} onClick={() => onChange(addChoice(story, scene.id))}>
          + Add choice
        </PartButton>
        <PartButton context={`"${name}"`} variant="secondary" disabled={index === 0} onClick={() => onMove(-1)}>
          ↑ Move up
        </PartButton>
        <PartButton context={`"${name}"`} variant="secondary" disabled={index === story.scenes.length - 1} onClick={() => onMove(1)}>
          ↓ Move down
        </PartButton>
        {!isStart && (
          <PartButton variant="danger" onClick={onDelete} context={`"${name}"`}>
            Delete scene
          </PartButton>
        )}
      </div>
    </EditorGroup>
  );
}
