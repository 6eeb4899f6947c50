import { describe, expect, it } from 'vitest';
import { BOARD_KEY, RSVPED_KEY, SEED_EVENTS, createEvent, parseStoredEvents, parseStoredRsvped, toggleRsvp } from './volunteer';

const now = new Date('2026-03-01T12:00:00Z');

describe('event creation', () => {
  it('needs only a title; date, location and details are optional', () => {
    expect(createEvent({ title: '  Beach clean ' }, 'e1', now)).toEqual({
      id: 'e1',
      title: 'Beach clean',
      date: '',
      location: '',
      details: '',
      rsvps: 0,
      createdAt: '2026-03-01T12:00:00.000Z',
    });
    expect(createEvent({ title: ' ' }, 'e1', now)).toBeNull();
    expect(createEvent({ title: 'x', date: '2026-05-01', location: ' Park ', details: ' Bring gloves ' }, 'e', now)).toMatchObject({
      date: '2026-05-01',
      location: 'Park',
      details: 'Bring gloves',
    });
    expect(createEvent({ title: 'x', date: 'tomorrow' }, 'e', now)?.date).toBe('');
  });
});

describe('RSVP', () => {
  it('raises the count once per browser and can be taken back', () => {
    const first = toggleRsvp(SEED_EVENTS, {}, 'seed-river-cleanup');
    expect(first.events[0]?.rsvps).toBe(7);
    expect(first.rsvped).toEqual({ 'seed-river-cleanup': true });
    const back = toggleRsvp(first.events, first.rsvped, 'seed-river-cleanup');
    expect(back.events[0]?.rsvps).toBe(6);
    expect(back.rsvped).toEqual({});
  });

  it('ignores an unknown event', () => {
    const rsvped = {};
    expect(toggleRsvp(SEED_EVENTS, rsvped, 'nope')).toEqual({ events: SEED_EVENTS, rsvped });
    expect(toggleRsvp(SEED_EVENTS, rsvped, 'nope').rsvped).toBe(rsvped);
  });

  it('never counts below 0', () => {
    const events = [{ ...SEED_EVENTS[0]!, rsvps: 0 }];
    expect(toggleRsvp(events, { [events[0]!.id]: true }, events[0]!.id).events[0]?.rsvps).toBe(0);
  });
});

describe('stored events', () => {
  it('are versioned keys with two valid seeds', () => {
    expect(BOARD_KEY).toBe('naturverse.zones.community.board.v1');
    expect(RSVPED_KEY).toBe('naturverse.zones.community.rsvped.v1');
    expect(SEED_EVENTS).toHaveLength(2);
    expect(parseStoredEvents(JSON.parse(JSON.stringify(SEED_EVENTS)))).toEqual(SEED_EVENTS);
  });

  it('refuses anything damaged and keeps only known fields', () => {
    expect(parseStoredEvents('x')).toBeNull();
    expect(parseStoredEvents([{ ...SEED_EVENTS[0], rsvps: 1.5 }])).toBeNull();
    expect(parseStoredEvents([{ ...SEED_EVENTS[0], title: '' }])).toBeNull();
    // one damaged event costs only itself
    expect(parseStoredEvents([{ ...SEED_EVENTS[0], title: '' }, SEED_EVENTS[1]])).toEqual([SEED_EVENTS[1]]);
    expect(parseStoredEvents([{ ...SEED_EVENTS[0], extra: '<script>' }])).toEqual([SEED_EVENTS[0]]);
    expect(parseStoredRsvped({ a: true })).toEqual({ a: true });
    expect(parseStoredRsvped({ a: 'yes', b: true })).toEqual({ b: true });
  });
});
