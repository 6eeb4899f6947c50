/**
 * Story player rules (spec §4): choosing moves to the choice's scene and pushes the
 * current one onto history; Back pops it; a scene without choices is an ending, and
 * Play Again resets to the start. Pure: the component only renders what these return.
 */
import type { Scene, Story, StoryProgress } from './story-types';

export function sceneById(story: Story, id: string): Scene | undefined {
  return story.scenes.find((s) => s.id === id);
}

export function isEnding(scene: Scene): boolean {
  return scene.choices.length === 0;
}

export function startProgress(story: Story): StoryProgress {
  return { storyId: story.id, at: story.start, history: [] };
}

/**
 * Progress kept from an earlier visit, made safe for the story as it is now: a story edited
 * since (its scene gone) starts again rather than showing nothing.
 */
export function resumeProgress(story: Story, saved: StoryProgress | undefined): StoryProgress {
  if (!saved || saved.storyId !== story.id || !sceneById(story, saved.at)) return startProgress(story);
  return { ...saved, history: saved.history.filter((id) => sceneById(story, id)) };
}

/** Follow a choice of the current scene; an unknown choice or target changes nothing. */
export function choose(story: Story, progress: StoryProgress, choiceId: string): StoryProgress {
  const choice = sceneById(story, progress.at)?.choices.find((c) => c.id === choiceId);
  if (!choice || !sceneById(story, choice.goto)) return progress;
  return { ...progress, at: choice.goto, history: [...progress.history, progress.at] };
}

export function canGoBack(progress: StoryProgress): boolean {
  return progress.history.length > 0;
}

export function goBack(progress: StoryProgress): StoryProgress {
  const previous = progress.history[progress.history.length - 1];
  if (previous === undefined) return progress;
  return { ...progress, at: previous, history: progress.history.slice(0, -1) };
}

export function playAgain(story: Story): StoryProgress {
  return startProgress(story);
}

/** What "Read to me" says: the scene, then the choices, so a pre-reader knows what to tap. */
export function speechText(scene: Scene): string {
  const parts = [`${scene.title}.`, scene.body];
  if (isEnding(scene)) parts.push('The end.');
  else parts.push(`What will you do? ${scene.choices.map((c, i) => `${i + 1}: ${c.text}.`).join(' ')}`);
  return parts.join(' ');
}
