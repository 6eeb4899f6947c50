import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('countOf', () => {
  it('uses the singular for one and the plural for every other count', () => {
    expect(countOf(1, 'question')).toBe('1 question');
    expect(countOf(0, 'question')).toBe('0 questions');
    expect(countOf(3, 'question')).toBe('3 questions');
    expect(countOf(21, 'scene')).toBe('21 scenes');
    expect(countOf(1.5, 'point')).toBe('1.5 points');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'story', 'stories')).toBe('1 story');
    expect(countOf(2, 'story', 'stories')).toBe('2 stories');
  });
});

describe('plural', () => {
  it('picks a verb that agrees with the count ("1 choice leads", "2 choices lead")', () => {
    expect(plural(1, 'leads', 'lead')).toBe('leads');
    expect(plural(2, 'leads', 'lead')).toBe('lead');
  });
});
