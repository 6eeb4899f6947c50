/**
 * Polls, votes, volunteer events and RSVPs on the platform's persisted store: one versioned
 * key each, validated on read (corrupt → the seeds, or nothing voted), other keys untouched.
 */
import { useStore } from 'zustand';
import { createPersistedStore, parserSchema, type PersistedSpec } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import { POLLS_KEY, SEED_POLLS, VOTED_KEY, castVote, parseStoredPolls, parseStoredVoted, type Poll, type Voted } from './polls';
import {
  BOARD_KEY,
  RSVPED_KEY,
  SEED_EVENTS,
  parseStoredEvents,
  parseStoredRsvped,
  toggleRsvp,
  type Rsvped,
  type VolunteerEvent,
} from './volunteer';

export const POLLS_SPEC: PersistedSpec<readonly Poll[]> = { key: POLLS_KEY, version: 1, schema: parserSchema(parseStoredPolls), fallback: SEED_POLLS };
const polls = createPersistedStore(POLLS_SPEC, reportWriteFailure);
export const VOTED_SPEC: PersistedSpec<Voted> = { key: VOTED_KEY, version: 1, schema: parserSchema(parseStoredVoted), fallback: {} };
const voted = createPersistedStore(VOTED_SPEC, reportWriteFailure);
export const BOARD_SPEC: PersistedSpec<readonly VolunteerEvent[]> = { key: BOARD_KEY, version: 1, schema: parserSchema(parseStoredEvents), fallback: SEED_EVENTS };
const board = createPersistedStore(BOARD_SPEC, reportWriteFailure);
export const RSVPED_SPEC: PersistedSpec<Rsvped> = { key: RSVPED_KEY, version: 1, schema: parserSchema(parseStoredRsvped), fallback: {} };
const rsvped = createPersistedStore(RSVPED_SPEC, reportWriteFailure);

export const usePolls = () => useStore(polls.store, (s) => s.value);
export const useVoted = () => useStore(voted.store, (s) => s.value);
export const useBoard = () => useStore(board.store, (s) => s.value);
export const useRsvped = () => useStore(rsvped.store, (s) => s.value);

/** Newest poll first. */
export function addPoll(poll: Poll): void {
  polls.commit([poll, ...polls.get()]);
}

export function vote(pollId: string, choiceId: string): void {
  const next = castVote(polls.get(), voted.get(), pollId, choiceId);
  if (next.voted === voted.get()) return; // ignored: already voted, unknown poll or choice
  polls.commit(next.polls);
  voted.commit(next.voted);
}

export function addEvent(event: VolunteerEvent): void {
  board.commit([event, ...board.get()]);
}

export function rsvp(eventId: string): void {
  const next = toggleRsvp(board.get(), rsvped.get(), eventId);
  if (next.rsvped === rsvped.get()) return;
  board.commit(next.events);
  rsvped.commit(next.rsvped);
}
