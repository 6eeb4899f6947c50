import { asMap, describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { BOARD_SPEC, POLLS_SPEC, RSVPED_SPEC, VOTED_SPEC } from './community-store';

describeStoredValueFaults({ polls: POLLS_SPEC, pollVotes: VOTED_SPEC, volunteerBoard: BOARD_SPEC, volunteerRsvps: RSVPED_SPEC });

const poll = (id: string) => ({
  id,
  title: `Poll ${id}`,
  createdAt: '2026-02-01T09:00:00.000Z',
  choices: [
    { id: 'a', label: 'A', votes: 1 },
    { id: 'b', label: 'B', votes: 0 },
  ],
});
const event = (id: string) => ({
  id,
  title: `Event ${id}`,
  date: '2026-05-01',
  location: 'Park',
  details: '',
  rsvps: 2,
  createdAt: '2026-02-01T09:00:00.000Z',
});

describeOneBadEntry({
  polls: { spec: POLLS_SPEC, good: [poll('p1'), poll('p2'), poll('p3')], bad: { ...poll('p-bad'), choices: [{ id: 'a', label: 'only one', votes: 0 }] } },
  'poll votes': { spec: VOTED_SPEC, good: [{ p1: 'a' }, { p2: 'b' }], bad: { p3: 7 }, wrap: asMap },
  'volunteer events': { spec: BOARD_SPEC, good: [event('e1'), event('e2')], bad: { ...event('e-bad'), rsvps: -1 } },
  RSVPs: { spec: RSVPED_SPEC, good: [{ e1: true }, { e2: true }], bad: { e3: 'yes' }, wrap: asMap },
});
