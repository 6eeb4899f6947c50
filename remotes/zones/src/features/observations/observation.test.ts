import { describe, expect, it } from 'vitest';
import { addTag, formatLocation, mergeTags, newestFirst, parseObservation, removeTag, titleFromFileName } from './observation';
import { sample } from './test-records';
import { isImageType } from './image-file';

describe('upload rules', () => {
  it('accepts only image types', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(true);
    expect(isImageType('text/plain')).toBe(false);
    expect(isImageType('')).toBe(false);
    expect(isImageType('application/pdf')).toBe(false);
  });

  it('title defaults to the file name without its extension', () => {
    expect(titleFromFileName('frog.png')).toBe('frog');
    expect(titleFromFileName('my.pond.photo.jpeg')).toBe('my.pond.photo');
    expect(titleFromFileName('README')).toBe('README');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
  });

  it('adds a tag when non-blank and not already present, trimmed', () => {
    expect(addTag([], '  moss ')).toEqual(['moss']);
    expect(addTag(['moss'], 'moss')).toEqual(['moss']);
    expect(addTag(['moss'], '   ')).toEqual(['moss']);
    expect(addTag(['moss'], 'fern')).toEqual(['moss', 'fern']);
    expect(removeTag(['moss', 'fern'], 'moss')).toEqual(['fern']);
  });

  it('auto tags join the typed ones without repeats', () => {
    expect(mergeTags(['nature', 'pond'], ['nature', 'water'])).toEqual(['nature', 'pond', 'water']);
  });
});

describe('stored record check', () => {
  it('keeps a valid record', () => {
    expect(parseObservation(sample())).toEqual(sample());
    expect(parseObservation(sample({ lat: null, lon: null }))).toEqual(sample({ lat: null, lon: null }));
  });

  it.each([
    ['not an object', 'x'],
    ['a missing id', { ...sample(), id: undefined }],
    ['a script URL as image', sample({ src: 'javascript:alert(1)' })],
    ['an html data URL', sample({ thumb: 'data:text/html,<script>alert(1)</script>' })],
    ['a colour that is not hex', sample({ color: 'red' })],
    ['only half a location', sample({ lon: null })],
    ['a latitude out of range', sample({ lat: 123 })],
    ['a date that is not a date', sample({ takenAt: 'yesterday' })],
    ['tags that are not text', { ...sample(), tags: [1, 2] }],
  ])('refuses %s', (_why, value) => {
    expect(parseObservation(value)).toBeNull();
  });

  it('orders newest first', () => {
    const old = sample({ id: 'a', takenAt: '2026-01-01T00:00:00Z' });
    const recent = sample({ id: 'b', takenAt: '2026-02-01T00:00:00Z' });
    expect(newestFirst([old, recent]).map((o) => o.id)).toEqual(['b', 'a']);
  });

  it('writes the location with 4 decimals, or nothing', () => {
    expect(formatLocation({ lat: 51.50001, lon: -0.123456 })).toBe('51.5000, -0.1235');
    expect(formatLocation({ lat: null, lon: null })).toBeNull();
  });
});
