/** Graph facts about a story: used by the builder's save check and by the seed-story tests. */
import type { Choice, Scene, Story } from './story-types';

export interface DanglingChoice {
  scene: Scene;
  choice: Choice;
}

/** Choices whose `goto` names no scene of the story (such a story cannot be saved). */
export function danglingChoices(story: Story): DanglingChoice[] {
  const ids = new Set(story.scenes.map((s) => s.id));
  return story.scenes.flatMap((scene) => scene.choices.filter((choice) => !ids.has(choice.goto)).map((choice) => ({ scene, choice })));
}

/** Scene ids reachable from the start by following choices. */
export function reachableFrom(story: Story, from = story.start): Set<string> {
  const byId = new Map(story.scenes.map((s) => [s.id, s]));
  const seen = new Set<string>();
  const queue = byId.has(from) ? [from] : [];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const c of byId.get(id)?.choices ?? []) if (byId.has(c.goto)) queue.push(c.goto);
  }
  return seen;
}

export function endingIds(story: Story): string[] {
  return story.scenes.filter((s) => s.choices.length === 0).map((s) => s.id);
}

/** Scenes from which no ending can be reached: a child playing there could never finish. */
export function trappedScenes(story: Story): string[] {
  const endings = new Set(endingIds(story));
  return story.scenes.filter((s) => ![...reachableFrom(story, s.id)].some((id) => endings.has(id))).map((s) => s.id);
}
