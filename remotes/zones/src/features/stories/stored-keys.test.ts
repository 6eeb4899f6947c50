import { asMap, describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { storyDrafts } from './story-drafts';
import { STORIES_SPEC, STORY_PROGRESS_SPEC } from './story-store';

describeStoredValueFaults({ stories: STORIES_SPEC, storyProgress: STORY_PROGRESS_SPEC, storyDrafts: storyDrafts.spec });

const story = (id: string) => ({
  id,
  title: `Story ${id}`,
  realm: 'Any',
  emoji: '📖',
  start: 's1',
  scenes: [{ id: 's1', title: 'Beginning', body: 'Once', choices: [] }],
});

describeOneBadEntry({
  stories: { spec: STORIES_SPEC, good: [story('local-a'), story('local-b')], bad: { ...story('local-bad'), start: 'nowhere' } },
  'story progress': {
    spec: STORY_PROGRESS_SPEC,
    good: [{ 'local-a': { storyId: 'local-a', at: 's1', history: [] } }, { 'local-b': { storyId: 'local-b', at: 's1', history: ['s1'] } }],
    bad: { 'local-c': { storyId: 'other', at: 's1', history: [] } },
    wrap: asMap,
  },
  'story drafts': {
    spec: storyDrafts.spec,
    good: [{ new: { ...story(''), title: '' } }, { 'local-a': story('local-a') }],
    bad: { 'local-b': { ...story('local-b'), scenes: [] } },
    wrap: asMap,
  },
});
