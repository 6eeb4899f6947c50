import { describe, expect, it } from 'vitest';
import { SEED_STORIES } from './seed-stories';
import { canGoBack, choose, goBack, isEnding, playAgain, resumeProgress, sceneById, speechText, startProgress } from './story-player';

const story = SEED_STORIES[0]!; // River Song: bank → market → pond → ride (ending)

describe('story player (spec §4)', () => {
  it('starts at the start scene with an empty history; Back is disabled', () => {
    const p = startProgress(story);
    expect(p).toEqual({ storyId: 'river-song', at: 'bank', history: [] });
    expect(canGoBack(p)).toBe(false);
    expect(goBack(p)).toBe(p);
  });

  it('choosing moves to the choice scene and pushes the current one; Back pops it', () => {
    let p = choose(story, startProgress(story), 'follow');
    expect(p).toEqual({ storyId: 'river-song', at: 'market', history: ['bank'] });
    p = choose(story, p, 'pond');
    expect(p.history).toEqual(['bank', 'market']);
    p = goBack(p);
    expect(p).toEqual({ storyId: 'river-song', at: 'market', history: ['bank'] });
    expect(canGoBack(p)).toBe(true);
  });

  it('ignores a choice the current scene does not have', () => {
    const p = startProgress(story);
    expect(choose(story, p, 'ride')).toBe(p);
  });

  it('a scene without choices is an ending; Play Again resets to the start', () => {
    let p = startProgress(story);
    for (const c of ['follow', 'pond', 'ride']) p = choose(story, p, c);
    expect(isEnding(sceneById(story, p.at)!)).toBe(true);
    expect(playAgain(story)).toEqual({ storyId: 'river-song', at: 'bank', history: [] });
  });

  it('resumes saved progress, but restarts when the saved scene is gone', () => {
    const saved = { storyId: 'river-song', at: 'pond', history: ['bank', 'gone', 'market'] };
    expect(resumeProgress(story, saved)).toEqual({ storyId: 'river-song', at: 'pond', history: ['bank', 'market'] });
    expect(resumeProgress(story, { ...saved, at: 'nowhere' })).toEqual(startProgress(story));
    expect(resumeProgress(story, undefined)).toEqual(startProgress(story));
  });

  it('read-aloud text says the scene, then numbered choices, or "The end."', () => {
    const first = sceneById(story, 'bank')!;
    expect(speechText(first)).toBe(`A Song on the Water. ${first.body} What will you do? 1: Follow the song down the river. 2: Ask the old turtle.`);
    expect(speechText(sceneById(story, 'ride')!)).toMatch(/The end\.$/);
  });
});
