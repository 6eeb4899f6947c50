/** Spec §3: Story, Scene, Choice and Story progress. Plain data, stored as JSON. */
export interface Choice {
  id: string;
  text: string;
  /** The scene this choice leads to. */
  goto: string;
}

export interface Scene {
  id: string;
  title: string;
  body: string;
  /** No choices = an ending. */
  choices: Choice[];
}

export interface Story {
  id: string;
  title: string;
  realm: string;
  emoji: string;
  /** The scene a story begins with. */
  start: string;
  scenes: Scene[];
}

export interface StoryProgress {
  storyId: string;
  /** The current scene id. */
  at: string;
  /** Scene ids visited before `at`, oldest first (Back pops the last). */
  history: string[];
}

/** Custom (builder) stories carry ids with this prefix, so they never clash with seed ids. */
export const LOCAL_STORY_PREFIX = 'local-';
