import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { LOCAL_PROFILE_SPEC } from './local-profile.js';

describeStoredValueFaults({ profile: LOCAL_PROFILE_SPEC });
