/**
 * Story builder rules (spec §5): blank title → 'Untitled', blank realm → 'Any', default
 * emoji a book; a new story starts with a scene 'Beginning'; a new choice says 'Continue'
 * and points to the start scene. Deleting a scene repoints the choices that led there to
 * the start. A story with a choice pointing nowhere cannot be saved.
 */
import { countOf, plural } from '@naturverse/ui/plural';
import { nextId } from '../../lib/local-id';
import { danglingChoices } from './story-graph';
import { LOCAL_STORY_PREFIX, type Choice, type Scene, type Story } from './story-types';

export const DEFAULT_EMOJI = '📖';
export const LIMITS = { title: 60, realm: 40, emoji: 8, sceneTitle: 60, body: 600, choice: 80 } as const;

export function newDraft(): Story {
  return {
    id: '',
    title: '',
    realm: '',
    emoji: DEFAULT_EMOJI,
    start: 'scene-1',
    scenes: [{ id: 'scene-1', title: 'Beginning', body: '', choices: [] }],
  };
}

export function addScene(story: Story): Story {
  const id = nextId(
    'scene',
    story.scenes.map((s) => s.id),
  );
  return { ...story, scenes: [...story.scenes, { id, title: `Scene ${story.scenes.length + 1}`, body: '', choices: [] }] };
}

export function updateScene(story: Story, sceneId: string, patch: Partial<Pick<Scene, 'title' | 'body'>>): Story {
  return { ...story, scenes: story.scenes.map((s) => (s.id === sceneId ? { ...s, ...patch } : s)) };
}

function move<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || to < 0 || to >= items.length) return [...items];
  const out = [...items];
  [out[index], out[to]] = [out[to] as T, out[index] as T];
  return out;
}

export function moveScene(story: Story, sceneId: string, delta: -1 | 1): Story {
  return {
    ...story,
    scenes: move(
      story.scenes,
      story.scenes.findIndex((s) => s.id === sceneId),
      delta,
    ),
  };
}

/** Choices elsewhere that lead to `sceneId` (deleting it asks first when there are any). */
export function choicesPointingTo(story: Story, sceneId: string): Choice[] {
  return story.scenes.filter((s) => s.id !== sceneId).flatMap((s) => s.choices.filter((c) => c.goto === sceneId));
}

/** What "Delete this scene?" says: '1 choice leads to "Cave". If you delete it, it will lead to the start scene instead.' */
export function deleteSceneQuestion(choices: number, sceneTitle: string): string {
  const title = sceneTitle || 'Untitled scene';
  return `${countOf(choices, 'choice')} ${plural(choices, 'leads', 'lead')} to "${title}". If you delete it, ${plural(choices, 'it', 'they')} will lead to the start scene instead.`;
}

export function canDeleteScene(story: Story, sceneId: string): boolean {
  return sceneId !== story.start;
}

/** Remove a scene (never the start); choices that led to it now lead to the start. */
export function deleteScene(story: Story, sceneId: string): Story {
  if (!canDeleteScene(story, sceneId)) return story;
  return {
    ...story,
    scenes: story.scenes
      .filter((s) => s.id !== sceneId)
      .map((s) => ({ ...s, choices: s.choices.map((c) => (c.goto === sceneId ? { ...c, goto: story.start } : c)) })),
  };
}

function mapChoices(story: Story, sceneId: string, fn: (choices: Choice[]) => Choice[]): Story {
  return { ...story, scenes: story.scenes.map((s) => (s.id === sceneId ? { ...s, choices: fn(s.choices) } : s)) };
}

export function addChoice(story: Story, sceneId: string): Story {
  return mapChoices(story, sceneId, (choices) => [
    ...choices,
    {
      id: nextId(
        'choice',
        choices.map((c) => c.id),
      ),
      text: 'Continue',
      goto: story.start,
    },
  ]);
}

export function updateChoice(story: Story, sceneId: string, choiceId: string, patch: Partial<Pick<Choice, 'text' | 'goto'>>): Story {
  return mapChoices(story, sceneId, (choices) => choices.map((c) => (c.id === choiceId ? { ...c, ...patch } : c)));
}

export function moveChoice(story: Story, sceneId: string, choiceId: string, delta: -1 | 1): Story {
  return mapChoices(story, sceneId, (choices) =>
    move(
      choices,
      choices.findIndex((c) => c.id === choiceId),
      delta,
    ),
  );
}

export function deleteChoice(story: Story, sceneId: string, choiceId: string): Story {
  return mapChoices(story, sceneId, (choices) => choices.filter((c) => c.id !== choiceId));
}

/** Why a draft cannot be saved, naming each choice that points nowhere; empty when it can. */
export function saveProblems(story: Story): string[] {
  return danglingChoices(story).map(
    ({ scene, choice }) => `The choice "${choice.text || 'Continue'}" in the scene "${scene.title || 'Untitled scene'}" does not lead to a scene.`,
  );
}

const orDefault = (text: string, fallback: string) => (text.trim() === '' ? fallback : text.trim());

/** The story as saved: defaults filled in, texts trimmed, an id beginning 'local-'. */
export function finalizeStory(draft: Story, makeId: () => string): Story {
  return {
    ...draft,
    id: draft.id.startsWith(LOCAL_STORY_PREFIX) ? draft.id : `${LOCAL_STORY_PREFIX}${makeId()}`,
    title: orDefault(draft.title, 'Untitled'),
    realm: orDefault(draft.realm, 'Any'),
    emoji: orDefault(draft.emoji, DEFAULT_EMOJI),
    scenes: draft.scenes.map((s) => ({
      ...s,
      title: orDefault(s.title, 'Untitled scene'),
      body: s.body.trim(),
      choices: s.choices.map((c) => ({ ...c, text: orDefault(c.text, 'Continue') })),
    })),
  };
}
