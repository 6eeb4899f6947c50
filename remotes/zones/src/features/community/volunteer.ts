/**
 * Volunteer board rules (spec §3 Volunteer event): creation and RSVP. RSVP raises the count
 * once per browser and can be taken back; which events this browser joined is kept beside
 * the events, so a reload cannot count anyone twice.
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import * as v from 'valibot';
import { parserOf, recordOf } from '@naturverse/platform';
import { count, filledText, listById } from '../../lib/list-by-id';

export interface VolunteerEvent {
  id: string;
  title: string;
  date: string;
  location: string;
  details: string;
  rsvps: number;
  createdAt: string;
}
/** event id → true when this browser RSVPed. */
export type Rsvped = Readonly<Record<string, true>>;

export const BOARD_KEY = STORAGE_KEYS.volunteerBoard;
export const RSVPED_KEY = STORAGE_KEYS.volunteerRsvps;
export const EVENT_TITLE_MAX = 100;
export const EVENT_LOCATION_MAX = 100;
export const EVENT_DETAILS_MAX = 500;

export const SEED_EVENTS: readonly VolunteerEvent[] = [
  {
    id: 'seed-river-cleanup',
    title: 'River bank litter pick',
    date: '2026-04-18',
    location: 'Willow Creek footbridge',
    details: 'Gloves and bags provided. Bring a water bottle and wear sturdy shoes.',
    rsvps: 6,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
  {
    id: 'seed-seed-planting',
    title: 'Wildflower seed planting',
    date: '2026-05-02',
    location: 'Community garden',
    details: 'We will sow bee-friendly wildflowers along the path. Children welcome with a grown-up.',
    rsvps: 3,
    createdAt: '2026-01-06T10:00:00.000Z',
  },
];

/** A new event, or null without a title. Date, location and details are optional. */
export function createEvent(input: { title: string; date?: string; location?: string; details?: string }, id: string, now: Date): VolunteerEvent | null {
  const title = input.title.trim().slice(0, EVENT_TITLE_MAX);
  if (!title) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(input.date ?? '') ? (input.date as string) : '';
  return {
    id,
    title,
    date,
    location: (input.location ?? '').trim().slice(0, EVENT_LOCATION_MAX),
    details: (input.details ?? '').trim().slice(0, EVENT_DETAILS_MAX),
    rsvps: 0,
    createdAt: now.toISOString(),
  };
}

/** RSVP or take it back; unknown event → unchanged (same references). */
export function toggleRsvp(events: readonly VolunteerEvent[], rsvped: Rsvped, eventId: string): { events: readonly VolunteerEvent[]; rsvped: Rsvped } {
  if (!events.some((e) => e.id === eventId)) return { events, rsvped };
  const going = rsvped[eventId] === true;
  const next: Record<string, true> = { ...rsvped };
  if (going) delete next[eventId];
  else next[eventId] = true;
  return {
    events: events.map((e) => (e.id === eventId ? { ...e, rsvps: Math.max(0, e.rsvps + (going ? -1 : 1)) } : e)),
    rsvped: next,
  };
}

const eventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  title: filledText(EVENT_TITLE_MAX),
  date: v.pipe(v.string(), v.maxLength(10)),
  location: v.pipe(v.string(), v.maxLength(EVENT_LOCATION_MAX)),
  details: v.pipe(v.string(), v.maxLength(EVENT_DETAILS_MAX)),
  createdAt: v.string(),
  rsvps: count,
});

/** Like the polls: bad events dropped and logged, good ones kept; entries but none valid → invalid (the seeds). */
export const eventsSchema = listById(eventSchema, 'volunteer event', true);
export const parseStoredEvents = parserOf(eventsSchema);

/** event id → true for the events this browser said it will go to. */
export const rsvpedSchema = recordOf(v.literal(true), 'RSVP');
export const parseStoredRsvped = parserOf(rsvpedSchema);
