/**
 * Polls, votes, volunteer events and RSVPs on the platform's persisted store: one versioned
 * key each, validated on read (corrupt → the seeds, or nothing voted), other keys untouched.
 */
import { useStore } from 'zustand';
import { createPersistedStore, type PersistedSpec } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import { POLLS_KEY, SEED_POLLS, VOTED_KEY, castVote, pollsSchema, votedSchema, type Poll, type Voted } from './polls';
import { BOARD_KEY, RSVPED_KEY, SEED_EVENTS, eventsSchema, rsvpedSchema, toggleRsvp, type Rsvped, type VolunteerEvent } from './volunteer';

export const POLLS_SPEC: PersistedSpec<readonly Poll[]> = { key: POLLS_KEY, version: 1, schema: pollsSchema, fallback: SEED_POLLS };
const polls = createPersistedStore(POLLS_SPEC, reportWriteFailure);
export const VOTED_SPEC: PersistedSpec<Voted> = { key: VOTED_KEY, version: 1, schema: votedSchema, fallback: {} };
const voted = createPersistedStore(VOTED_SPEC, reportWriteFailure);
export const BOARD_SPEC: PersistedSpec<readonly VolunteerEvent[]> = { key: BOARD_KEY, version: 1, schema: eventsSchema, fallback: SEED_EVENTS };
const board = createPersistedStore(BOARD_SPEC, reportWriteFailure);
export const RSVPED_SPEC: PersistedSpec<Rsvped> = { key: RSVPED_KEY, version: 1, schema: rsvpedSchema, fallback: {} };
const rsvped = createPersistedStore(RSVPED_SPEC, reportWriteFailure);

export const usePolls = () => useStore(polls.store, (s) => s.value);
export const useVoted = () => useStore(voted.store, (s) => s.value);
export const useBoard = () => useStore(board.store, (s) => s.value);
export const useRsvped = () => useStore(rsvped.store, (s) => s.value);
/** What the screen shows now, outside React (tests check a refused save changed nothing). */
export const communityState = () => ({ polls: polls.get(), voted: voted.get(), board: board.get(), rsvped: rsvped.get() });

/*
 * Every change is saved before the screen shows it (`save`: the one write order): a refused
 * write (storage full) must not show a vote as counted or a poll as added. A change
 * that spans two keys puts the first back when the second is refused, so the count
 * and "this browser voted" can never disagree.
 */

/** Newest poll first; false when it could not be saved (the form keeps its text). */
export function addPoll(poll: Poll): boolean {
  return polls.save([poll, ...polls.get()]).ok;
}

export function vote(pollId: string, choiceId: string): void {
  const before = polls.get();
  const next = castVote(before, voted.get(), pollId, choiceId);
  if (next.voted === voted.get()) return; // ignored: already voted, unknown poll or choice
  if (!polls.save(next.polls).ok) return;
  if (!voted.save(next.voted).ok) polls.save(before);
}

export function addEvent(event: VolunteerEvent): boolean {
  return board.save([event, ...board.get()]).ok;
}

export function rsvp(eventId: string): void {
  const before = board.get();
  const next = toggleRsvp(before, rsvped.get(), eventId);
  if (next.rsvped === rsvped.get()) return;
  if (!board.save(next.events).ok) return;
  if (!rsvped.save(next.rsvped).ok) board.save(before);
}
