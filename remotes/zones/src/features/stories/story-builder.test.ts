import { describe, expect, it } from 'vitest';
import {
  addChoice,
  addScene,
  choicesPointingTo,
  deleteChoice,
  deleteScene,
  deleteSceneQuestion,
  finalizeStory,
  moveChoice,
  moveScene,
  newDraft,
  saveProblems,
  updateChoice,
  updateScene,
} from './story-builder';

const twoScenes = () => addChoice(addScene(newDraft()), 'scene-1');

describe('story builder (spec §5)', () => {
  it('a new story starts with one scene "Beginning" and a book emoji', () => {
    const d = newDraft();
    expect(d.scenes).toEqual([{ id: 'scene-1', title: 'Beginning', body: '', choices: [] }]);
    expect(d.start).toBe('scene-1');
    expect(d.emoji).toBe('📖');
  });

  it('a new choice says Continue and points to the start scene', () => {
    const d = addChoice(addScene(newDraft()), 'scene-2');
    expect(d.scenes[1]!.choices).toEqual([{ id: 'choice-1', text: 'Continue', goto: 'scene-1' }]);
  });

  it('blank title → Untitled, blank realm → Any, blank emoji → book; id begins local-', () => {
    const saved = finalizeStory({ ...newDraft(), title: '  ', realm: '', emoji: ' ' }, () => 'abc');
    expect(saved).toMatchObject({ id: 'local-abc', title: 'Untitled', realm: 'Any', emoji: '📖' });
    expect(finalizeStory(saved, () => 'other').id).toBe('local-abc'); // editing keeps the id
    expect(finalizeStory({ ...newDraft(), title: ' Frog Day ' }, () => 'x').title).toBe('Frog Day');
  });

  it('edits, reorders and deletes scenes and choices', () => {
    let d = twoScenes();
    d = updateScene(d, 'scene-2', { title: 'Pond', body: 'A frog.' });
    d = updateChoice(d, 'scene-1', 'choice-1', { text: 'Go to the pond', goto: 'scene-2' });
    d = addChoice(d, 'scene-1');
    d = moveChoice(d, 'scene-1', 'choice-2', -1);
    expect(d.scenes[0]!.choices.map((c) => c.id)).toEqual(['choice-2', 'choice-1']);
    expect(moveChoice(d, 'scene-1', 'choice-2', -1)).toEqual(d); // already first
    d = deleteChoice(d, 'scene-1', 'choice-2');
    expect(d.scenes[0]!.choices).toEqual([{ id: 'choice-1', text: 'Go to the pond', goto: 'scene-2' }]);
    d = moveScene(d, 'scene-2', -1);
    expect(d.scenes.map((s) => s.title)).toEqual(['Pond', 'Beginning']);
    expect(d.start).toBe('scene-1'); // moving scenes never changes where the story starts
  });

  it('deleting a scene repoints the choices that led there to the start; the start cannot be deleted', () => {
    let d = updateChoice(twoScenes(), 'scene-1', 'choice-1', { goto: 'scene-2' });
    d = addScene(d);
    d = addChoice(d, 'scene-3');
    d = updateChoice(d, 'scene-3', 'choice-1', { goto: 'scene-2' });
    expect(choicesPointingTo(d, 'scene-2')).toHaveLength(2);
    const after = deleteScene(d, 'scene-2');
    expect(after.scenes.map((s) => s.id)).toEqual(['scene-1', 'scene-3']);
    expect(after.scenes.flatMap((s) => s.choices.map((c) => c.goto))).toEqual(['scene-1', 'scene-1']);
    expect(deleteScene(d, 'scene-1')).toBe(d);
  });

  it('new ids never clash with remaining ones', () => {
    const d = addScene(deleteScene(addScene(addScene(newDraft())), 'scene-2'));
    expect(new Set(d.scenes.map((s) => s.id)).size).toBe(3);
  });

  it('a choice pointing nowhere blocks saving and is named', () => {
    const d = updateChoice(twoScenes(), 'scene-1', 'choice-1', { text: 'Jump', goto: 'scene-9' });
    expect(saveProblems(d)).toEqual(['The choice "Jump" in the scene "Beginning" does not lead to a scene.']);
    expect(saveProblems(twoScenes())).toEqual([]);
  });
});

describe('deleteSceneQuestion (no "choice(s)")', () => {
  it('agrees with one choice and with several', () => {
    expect(deleteSceneQuestion(1, 'Cave')).toBe('1 choice leads to "Cave". If you delete it, it will lead to the start scene instead.');
    expect(deleteSceneQuestion(2, '')).toBe('2 choices lead to "Untitled scene". If you delete it, they will lead to the start scene instead.');
  });
});
