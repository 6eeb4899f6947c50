import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { BADGES_SPEC, STAMPS_SPEC } from './local-store';

describeStoredValueFaults({ passportStamps: STAMPS_SPEC, passportBadges: BADGES_SPEC });
