import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { LIBRARY_SPEC } from './library-store';

describeStoredValueFaults({ marketplaceLibrary: LIBRARY_SPEC });
