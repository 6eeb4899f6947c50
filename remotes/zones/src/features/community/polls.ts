/**
 * Poll rules (spec §3 Poll, §4 Polls, §5 Poll creation and Voting). Pure: creation,
 * voting, percentages and the check for anything read back from storage.
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import * as v from 'valibot';
import { parserOf, recordOf } from '@naturverse/platform';
import { count, filledText, listById } from '../../lib/list-by-id';

export interface Choice {
  id: string;
  label: string;
  votes: number;
}
export interface Poll {
  id: string;
  title: string;
  notes?: string;
  createdAt: string;
  choices: Choice[];
}
/** poll id → the choice id this browser voted for. */
export type Voted = Readonly<Record<string, string>>;

export const POLLS_KEY = STORAGE_KEYS.polls;
export const VOTED_KEY = STORAGE_KEYS.pollVotes;
export const POLL_TITLE_MAX = 100;
export const POLL_NOTES_MAX = 300;
export const POLL_OPTIONS_MAX = 600;
export const CHOICE_MAX = 80;
export const CHOICES_MAX = 10;
export const DEFAULT_OPTIONS_TEXT = 'Option A\nOption B';

export const SEED_POLLS: readonly Poll[] = [
  {
    id: 'seed-favourite-habitat',
    title: 'Which habitat should we explore next?',
    notes: 'The winner gets a new page of facts and pictures.',
    createdAt: '2026-01-10T09:00:00.000Z',
    choices: [
      { id: 'rainforest', label: 'Rainforest', votes: 12 },
      { id: 'coral-reef', label: 'Coral reef', votes: 9 },
      { id: 'desert', label: 'Desert', votes: 4 },
    ],
  },
  {
    id: 'seed-cleanup-day',
    title: 'Best day for the family park clean-up?',
    createdAt: '2026-01-12T09:00:00.000Z',
    choices: [
      { id: 'saturday', label: 'Saturday morning', votes: 7 },
      { id: 'sunday', label: 'Sunday afternoon', votes: 5 },
    ],
  },
];

/** Non-empty trimmed lines, each once, at most CHOICES_MAX. */
export function optionLines(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim().slice(0, CHOICE_MAX))
    .filter(Boolean);
  return [...new Set(lines)].slice(0, CHOICES_MAX);
}

/** A new poll, or null when the title is blank or fewer than 2 options are given (nothing happens). */
export function createPoll(input: { title: string; notes?: string; optionsText: string }, id: string, now: Date): Poll | null {
  const title = input.title.trim().slice(0, POLL_TITLE_MAX);
  const labels = optionLines(input.optionsText);
  if (!title || labels.length < 2) return null;
  const notes = input.notes?.trim().slice(0, POLL_NOTES_MAX);
  return {
    id,
    title,
    ...(notes ? { notes } : {}),
    createdAt: now.toISOString(),
    choices: labels.map((label, i) => ({ id: `c${i + 1}`, label, votes: 0 })),
  };
}

/**
 * One vote per poll per browser. Already voted, unknown poll or unknown choice → the same
 * state back, unchanged (callers compare by reference to know nothing happened).
 */
export function castVote(polls: readonly Poll[], voted: Voted, pollId: string, choiceId: string): { polls: readonly Poll[]; voted: Voted } {
  const poll = polls.find((p) => p.id === pollId);
  if (!poll || Object.prototype.hasOwnProperty.call(voted, pollId) || !poll.choices.some((c) => c.id === choiceId)) {
    return { polls, voted };
  }
  return {
    polls: polls.map((p) => (p.id !== pollId ? p : { ...p, choices: p.choices.map((c) => (c.id === choiceId ? { ...c, votes: c.votes + 1 } : c)) })),
    voted: { ...voted, [pollId]: choiceId },
  };
}

/** Each choice's share, Math.round(votes / total × 100); all 0 when nobody voted. */
export function percentages(poll: Poll): number[] {
  const total = totalVotes(poll);
  return poll.choices.map((c) => (total === 0 ? 0 : Math.round((c.votes / total) * 100)));
}

export function totalVotes(poll: Poll): number {
  return poll.choices.reduce((sum, c) => sum + c.votes, 0);
}

const choiceSchema = v.object({ id: filledText(40), label: filledText(CHOICE_MAX), votes: count });

const pollSchema = v.pipe(
  v.object({
    id: filledText(100),
    title: filledText(POLL_TITLE_MAX),
    notes: v.optional(v.pipe(v.string(), v.maxLength(POLL_NOTES_MAX))),
    createdAt: v.string(),
    choices: v.pipe(v.array(choiceSchema), v.minLength(2)),
  }),
  v.transform(({ notes, ...poll }): Poll => ({ ...poll, ...(notes ? { notes } : {}) })),
);

/**
 * Stored polls: the valid ones (a bad one is dropped and logged, the family's others kept,
 * so the next vote cannot overwrite them with the seeds). Not a list, or a list with
 * entries but none valid → invalid (the seeds).
 */
export const pollsSchema = listById(pollSchema, 'poll', true);
export const parseStoredPolls = parserOf(pollsSchema);

/** poll id → choice id; a bad entry is dropped and logged, the others kept. */
export const votedSchema = recordOf(v.string(), 'poll vote');
export const parseStoredVoted = parserOf(votedSchema);
