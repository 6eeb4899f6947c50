import { describe, expect, it } from 'vitest';
import { COURSES, TRACK_ICONS, courseHref, filterCourses, findCourse } from './courses';

describe('course seed content (spec §9)', () => {
  it('has the 5 courses in order, one per track', () => {
    expect(COURSES.map((c) => c.slug)).toEqual(['nature-101', 'art-lab', 'music-maker', 'wellness-basics', 'crypto-basics']);
    expect(COURSES.map((c) => c.track)).toEqual(['Nature', 'Art', 'Music', 'Wellness', 'Crypto']);
  });
  it('each course has a title, summary, its track’s drawn icon and exactly 3 lessons with unique ids', () => {
    for (const course of COURSES) {
      expect(course.title.trim()).not.toBe('');
      expect(course.summary.trim()).not.toBe('');
      expect(TRACK_ICONS[course.track]).toMatch(/^\/icons\/.+\.svg$/);
      expect(course).not.toHaveProperty('emoji');
      expect(course.lessons).toHaveLength(3);
      expect(new Set(course.lessons.map((l) => l.id)).size).toBe(3);
      for (const lesson of course.lessons) expect(lesson.title.trim() && lesson.summary.trim()).not.toBe('');
    }
  });
  it('crypto-basics teaches money, ledgers and saving, and gives no investment advice', () => {
    const text = JSON.stringify(findCourse('crypto-basics')).toLowerCase();
    for (const topic of ['money', 'ledger', 'sav']) expect(text).toContain(topic);
    for (const advice of ['invest', 'buy ', 'profit', 'price']) expect(text).not.toContain(advice);
  });
});

describe('course lookup and links', () => {
  it('finds a course by slug, and nothing for an unknown or missing slug', () => {
    expect(findCourse('art-lab')?.title).toBe('Art Lab');
    expect(findCourse('dragons-201')).toBeUndefined();
    expect(findCourse(undefined)).toBeUndefined();
  });
  it('links to /naturversity/course/{slug}', () => {
    expect(courseHref('music-maker')).toBe('/naturversity/course/music-maker');
  });
});

describe('course search', () => {
  const slugs = (q: string) => filterCourses(COURSES, q).map((c) => c.slug);
  it('empty query lists all 5', () => {
    expect(slugs('')).toHaveLength(5);
  });
  it('matches title, summary or track, case-insensitively', () => {
    expect(slugs('ART LAB')).toEqual(['art-lab']);
    expect(slugs('wellness')).toEqual(['wellness-basics']);
    expect(slugs('ledger')).toEqual(['crypto-basics']);
  });
  it('no match gives an empty list', () => {
    expect(slugs('volcano')).toEqual([]);
  });
});
