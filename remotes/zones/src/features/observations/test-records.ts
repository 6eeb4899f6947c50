/** A valid Observation for unit tests (test-only module). */
import type { Observation } from './observation';

export const sample = (over: Partial<Observation> = {}): Observation => ({
  id: 'o1',
  title: 'Pond',
  notes: 'Frogs!',
  tags: ['nature', 'water'],
  takenAt: '2026-03-01T10:00:00.000Z',
  lat: 51.5,
  lon: -0.12,
  color: '#1a4f7a',
  src: 'data:image/png;base64,iVBORw0KGgo=',
  thumb: 'data:image/jpeg;base64,/9j/4AAQ',
  ...over,
});
