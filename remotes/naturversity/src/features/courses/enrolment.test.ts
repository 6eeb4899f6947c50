import { describe, expect, it } from 'vitest';
import { completionText, countComplete, isEnrolled, isLessonComplete, parseEnrolled, parseProgress, toggleEnrolled, toggleLesson } from './enrolment';

describe('enroll toggle', () => {
  it('enrolls a course that is not enrolled, at the end', () => {
    expect(toggleEnrolled(['art-lab'], 'nature-101')).toEqual(['art-lab', 'nature-101']);
  });
  it('un-enrolls a course that is enrolled', () => {
    expect(toggleEnrolled(['art-lab', 'nature-101'], 'art-lab')).toEqual(['nature-101']);
  });
  it('two toggles give back the original, without mutating the input', () => {
    const start = ['music-maker'];
    expect(toggleEnrolled(toggleEnrolled(start, 'art-lab'), 'art-lab')).toEqual(['music-maker']);
    expect(start).toEqual(['music-maker']);
  });
  it('isEnrolled', () => {
    expect(isEnrolled(['art-lab'], 'art-lab')).toBe(true);
    expect(isEnrolled([], 'art-lab')).toBe(false);
  });
});

describe('lesson progress toggle', () => {
  it('marks a lesson complete, then not complete', () => {
    const once = toggleLesson({}, 'art-lab', 'leaf-prints');
    expect(once).toEqual({ 'art-lab': ['leaf-prints'] });
    expect(isLessonComplete(once, 'art-lab', 'leaf-prints')).toBe(true);
    expect(toggleLesson(once, 'art-lab', 'leaf-prints')).toEqual({});
  });
  it('keeps other courses and other lessons untouched', () => {
    const start = { 'art-lab': ['leaf-prints'], 'nature-101': ['bug-hunt'] };
    expect(toggleLesson(start, 'art-lab', 'colour-mixing')).toEqual({
      'art-lab': ['leaf-prints', 'colour-mixing'],
      'nature-101': ['bug-hunt'],
    });
    expect(start['art-lab']).toEqual(['leaf-prints']);
  });
  it('ignores inherited keys', () => {
    expect(isLessonComplete({}, 'toString', 'x')).toBe(false);
    expect(toggleLesson({}, 'constructor', 'x')).toEqual({ constructor: ['x'] });
  });
  it('counts only lessons of the course, and says "n of 3 lessons complete"', () => {
    const progress = { 'art-lab': ['leaf-prints', 'old-lesson'] };
    expect(countComplete(progress, 'art-lab', ['colour-mixing', 'leaf-prints', 'found-sculpture'])).toBe(1);
    expect(countComplete(progress, 'nature-101', ['a', 'b', 'c'])).toBe(0);
    expect(completionText(1, 3)).toBe('1 of 3 lessons complete');
    expect(completionText(0, 3)).toBe('0 of 3 lessons complete');
  });
});

describe('parsing stored values (corrupt → empty)', () => {
  it('reads a valid enrolled list, dropping duplicates and non-strings', () => {
    expect(parseEnrolled(['art-lab', 'art-lab', 3, null, '', 'nature-101'])).toEqual(['art-lab', 'nature-101']);
  });
  it.each([null, undefined, 7, 'art-lab', true, { 'art-lab': true }])('enrolled: %j is not a list → null', (value) => {
    expect(parseEnrolled(value)).toBeNull();
  });
  it('reads a valid progress map, dropping bad entries', () => {
    expect(parseProgress({ 'art-lab': ['leaf-prints', 'leaf-prints', 4], 'nature-101': 'bug-hunt', x: [], y: [null] })).toEqual({
      'art-lab': ['leaf-prints'],
    });
  });
  it.each([null, undefined, 7, 'x', true, [['art-lab']]])('progress: %j is not a map → null', (value) => {
    expect(parseProgress(value)).toBeNull();
  });
});
