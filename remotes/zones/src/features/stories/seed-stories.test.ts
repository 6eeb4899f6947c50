import { describe, expect, it } from 'vitest';
import { readingStats } from './readability';
import { SEED_STORIES } from './seed-stories';
import { danglingChoices, endingIds, reachableFrom, trappedScenes } from './story-graph';

const storyText = (s: (typeof SEED_STORIES)[number]) =>
  s.scenes.map((sc) => `${sc.title}. ${sc.body} ${sc.choices.map((c) => `${c.text}.`).join(' ')}`).join(' ');

describe('seed stories (spec §9)', () => {
  it('are Thailandia River Song and Amazonia Feather Map', () => {
    expect(SEED_STORIES.map((s) => [s.realm, s.title])).toEqual([
      ['Thailandia', 'River Song'],
      ['Amazonia', 'Feather Map'],
    ]);
  });

  for (const story of SEED_STORIES) {
    describe(story.title, () => {
      it('has at least 6 scenes and at least 2 endings, with unique ids', () => {
        expect(story.scenes.length).toBeGreaterThanOrEqual(6);
        expect(endingIds(story).length).toBeGreaterThanOrEqual(2);
        expect(new Set(story.scenes.map((s) => s.id)).size).toBe(story.scenes.length);
        for (const scene of story.scenes) {
          expect(new Set(scene.choices.map((c) => c.id)).size).toBe(scene.choices.length);
        }
      });

      it('every choice leads to a scene, every scene is reachable, and every scene can reach an ending', () => {
        expect(danglingChoices(story)).toEqual([]);
        expect([...reachableFrom(story)].sort()).toEqual(story.scenes.map((s) => s.id).sort());
        expect(trappedScenes(story)).toEqual([]);
      });

      it('reads at an early-primary level: short sentences, grade ≤ 3', () => {
        const stats = readingStats(storyText(story));
        expect(stats.longestSentence).toBeLessThanOrEqual(14);
        expect(stats.wordsPerSentence).toBeLessThanOrEqual(9);
        expect(stats.grade).toBeLessThanOrEqual(3);
      });
    });
  }
});

describe('graph checks can fail', () => {
  it('finds dangling choices, unreachable and trapped scenes', () => {
    const broken = {
      id: 'x',
      title: 'x',
      realm: 'Any',
      emoji: '📖',
      start: 'a',
      scenes: [
        {
          id: 'a',
          title: 'A',
          body: '',
          choices: [
            { id: 'c1', text: 'Go', goto: 'b' },
            { id: 'c2', text: 'Lost', goto: 'zz' },
          ],
        },
        { id: 'b', title: 'B', body: '', choices: [{ id: 'c3', text: 'Loop', goto: 'a' }] },
        { id: 'c', title: 'C', body: '', choices: [] },
      ],
    };
    expect(danglingChoices(broken).map((d) => d.choice.id)).toEqual(['c2']);
    expect([...reachableFrom(broken)]).toEqual(['a', 'b']);
    expect(trappedScenes(broken)).toEqual(['a', 'b']);
  });
});

describe('readability', () => {
  it('scores a long, hard sentence above grade 3', () => {
    const hard = 'Photosynthesis transforms electromagnetic radiation into chemical energy, sustaining practically every terrestrial ecosystem simultaneously.';
    expect(readingStats(hard).grade).toBeGreaterThan(3);
    expect(readingStats('The cat sat. It was warm.')).toMatchObject({ words: 6, sentences: 2, longestSentence: 3 });
  });

  it('reports each seed story length (for the closing note)', () => {
    for (const s of SEED_STORIES) {
      const st = readingStats(storyText(s));
      console.info(
        `${s.title}: ${s.scenes.length} scenes, ${endingIds(s).length} endings, ${st.words} words, ${st.wordsPerSentence.toFixed(1)} words/sentence, longest ${st.longestSentence}, FK grade ${st.grade.toFixed(1)}`,
      );
      expect(st.words).toBeGreaterThan(150);
    }
  });
});
