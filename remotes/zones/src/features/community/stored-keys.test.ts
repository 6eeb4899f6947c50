import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { BOARD_SPEC, POLLS_SPEC, RSVPED_SPEC, VOTED_SPEC } from './community-store';

describeStoredValueFaults({ polls: POLLS_SPEC, pollVotes: VOTED_SPEC, volunteerBoard: BOARD_SPEC, volunteerRsvps: RSVPED_SPEC });
