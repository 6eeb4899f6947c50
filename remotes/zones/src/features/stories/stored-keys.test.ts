import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { STORIES_SPEC, STORY_PROGRESS_SPEC } from './story-store';

describeStoredValueFaults({ stories: STORIES_SPEC, storyProgress: STORY_PROGRESS_SPEC });
