import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS_TEXT,
  POLLS_KEY,
  SEED_POLLS,
  VOTED_KEY,
  castVote,
  createPoll,
  optionLines,
  parseStoredPolls,
  parseStoredVoted,
  percentages,
  type Poll,
} from './polls';

const now = new Date('2026-03-01T12:00:00Z');
const poll = (votes: number[]): Poll => ({
  id: 'p',
  title: 'T',
  createdAt: now.toISOString(),
  choices: votes.map((v, i) => ({ id: `c${i + 1}`, label: `L${i + 1}`, votes: v })),
});

describe('poll creation', () => {
  it('defaults to Option A and Option B, and keeps them as two choices', () => {
    expect(DEFAULT_OPTIONS_TEXT).toBe('Option A\nOption B');
    expect(createPoll({ title: ' Snacks? ', optionsText: DEFAULT_OPTIONS_TEXT }, 'p1', now)).toEqual({
      id: 'p1',
      title: 'Snacks?',
      createdAt: '2026-03-01T12:00:00.000Z',
      choices: [
        { id: 'c1', label: 'Option A', votes: 0 },
        { id: 'c2', label: 'Option B', votes: 0 },
      ],
    });
  });

  it('needs a non-blank title and at least 2 non-empty option lines, else nothing', () => {
    expect(createPoll({ title: '   ', optionsText: 'a\nb' }, 'p', now)).toBeNull();
    expect(createPoll({ title: 'T', optionsText: 'a\n  \n' }, 'p', now)).toBeNull();
    expect(createPoll({ title: 'T', optionsText: 'same\nsame' }, 'p', now)).toBeNull();
    expect(createPoll({ title: 'T', optionsText: '\n a \n\n b \n' }, 'p', now)?.choices.map((c) => c.label)).toEqual(['a', 'b']);
  });

  it('keeps notes only when given', () => {
    expect(createPoll({ title: 'T', notes: ' why ', optionsText: 'a\nb' }, 'p', now)?.notes).toBe('why');
    expect(createPoll({ title: 'T', notes: '  ', optionsText: 'a\nb' }, 'p', now)).not.toHaveProperty('notes');
  });

  it('reads option lines with Windows line ends too', () => {
    expect(optionLines('a\r\nb\r\n')).toEqual(['a', 'b']);
  });
});

describe('voting', () => {
  it('counts one vote and remembers the choice', () => {
    const { polls, voted } = castVote([poll([0, 0])], {}, 'p', 'c2');
    expect(polls[0]?.choices.map((c) => c.votes)).toEqual([0, 1]);
    expect(voted).toEqual({ p: 'c2' });
  });

  it('ignores a second vote, an unknown poll or an unknown choice (same state back)', () => {
    const polls = [poll([1, 0])];
    const voted = { p: 'c1' };
    expect(castVote(polls, voted, 'p', 'c2')).toEqual({ polls, voted });
    expect(castVote(polls, voted, 'p', 'c2').polls).toBe(polls);
    const fresh = {};
    expect(castVote(polls, fresh, 'nope', 'c1').voted).toBe(fresh);
    expect(castVote(polls, fresh, 'p', 'c9').polls).toBe(polls);
  });
});

describe('percentages', () => {
  it('are rounded votes over the total', () => {
    expect(percentages(poll([1, 2]))).toEqual([33, 67]);
    expect(percentages(poll([1, 1, 1]))).toEqual([33, 33, 33]);
    expect(percentages(poll([12, 9, 4]))).toEqual([48, 36, 16]);
    expect(percentages(poll([0, 5]))).toEqual([0, 100]);
  });

  it('are all 0 with no votes', () => {
    expect(percentages(poll([0, 0]))).toEqual([0, 0]);
  });
});

describe('stored polls', () => {
  it('are versioned keys', () => {
    expect(POLLS_KEY).toBe('naturverse.zones.community.polls.v1');
    expect(VOTED_KEY).toBe('naturverse.zones.community.voted.v1');
  });

  it('seeds are two valid polls', () => {
    expect(SEED_POLLS).toHaveLength(2);
    expect(parseStoredPolls(JSON.parse(JSON.stringify(SEED_POLLS)))).toEqual(SEED_POLLS);
  });

  it('anything damaged is refused (→ the seeds)', () => {
    expect(parseStoredPolls({})).toBeNull();
    expect(
      parseStoredPolls([
        {
          ...poll([1, 1]),
          choices: [
            { id: 'c1', label: 'x', votes: -1 },
            { id: 'c2', label: 'y', votes: 0 },
          ],
        },
      ]),
    ).toBeNull();
    expect(parseStoredPolls([{ ...poll([1]) }])).toBeNull();
    expect(parseStoredPolls([poll([1, 2])])).toEqual([poll([1, 2])]);
    expect(parseStoredPolls([])).toEqual([]);
  });

  it('voted map must map ids to choice ids; a bad entry is dropped alone', () => {
    expect(parseStoredVoted({ p: 'c1' })).toEqual({ p: 'c1' });
    expect(parseStoredVoted({ p: 1, q: 'c2' })).toEqual({ q: 'c2' });
    expect(parseStoredVoted(['p'])).toBeNull();
  });
});
