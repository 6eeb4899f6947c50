import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { ACTIVE_SPEC, LIBRARY_SPEC } from './library';

describeStoredValueFaults({ navatarActive: ACTIVE_SPEC, navatarLibrary: LIBRARY_SPEC });
