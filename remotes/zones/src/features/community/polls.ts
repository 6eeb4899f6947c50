/**
 * Poll rules (spec §3 Poll, §4 Polls, §5 Poll creation and Voting). Pure: creation,
 * voting, percentages and the check for anything read back from storage.
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { parseListById } from '../../lib/parse-list';
import { parseStoredMap } from './stored-map';

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
  const lines = text.split(/\r?\n/).map((l) => l.trim().slice(0, CHOICE_MAX)).filter(Boolean);
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
    polls: polls.map((p) =>
      p.id !== pollId ? p : { ...p, choices: p.choices.map((c) => (c.id === choiceId ? { ...c, votes: c.votes + 1 } : c)) },
    ),
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

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isText = (v: unknown, max: number, allowEmpty = false): v is string =>
  typeof v === 'string' && v.length <= max && (allowEmpty || v.trim() !== '');

function parseChoice(v: unknown): Choice | null {
  if (!v || typeof v !== 'object') return null;
  const c = v as Record<string, unknown>;
  return isText(c.id, 40) && isText(c.label, CHOICE_MAX) && isCount(c.votes) ? { id: c.id, label: c.label, votes: c.votes } : null;
}

function parsePoll(v: unknown): Poll | null {
  if (!v || typeof v !== 'object') return null;
  const p = v as Record<string, unknown>;
  if (!isText(p.id, 100) || !isText(p.title, POLL_TITLE_MAX) || typeof p.createdAt !== 'string') return null;
  if (p.notes !== undefined && !isText(p.notes, POLL_NOTES_MAX, true)) return null;
  if (!Array.isArray(p.choices) || p.choices.length < 2) return null;
  const choices = p.choices.map(parseChoice);
  if (choices.some((c) => c === null)) return null;
  return { id: p.id, title: p.title, ...(p.notes ? { notes: p.notes as string } : {}), createdAt: p.createdAt, choices: choices as Choice[] };
}

/**
 * Stored polls: the valid ones (a bad one is dropped and logged, the family's others kept,
 * so the next vote cannot overwrite them with the seeds). Not a list, or a list with
 * entries but none valid → null (the seeds).
 */
export function parseStoredPolls(value: unknown): Poll[] | null {
  const polls = parseListById(value, parsePoll, 'poll');
  return polls && polls.length === 0 && Array.isArray(value) && value.length > 0 ? null : polls;
}

export function parseStoredVoted(value: unknown): Voted | null {
  return parseStoredMap(value, (v): v is string => typeof v === 'string', 'poll vote');
}
