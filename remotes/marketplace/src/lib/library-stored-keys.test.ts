import { describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { LIBRARY_SPEC } from './library-store';

describeStoredValueFaults({ marketplaceLibrary: LIBRARY_SPEC });

describeOneBadEntry({
  'library items': {
    spec: LIBRARY_SPEC,
    good: [
      { id: 'seed-kit', kind: 'product', title: 'Seed kit' },
      { id: 'map', kind: 'product', title: 'Map' },
    ],
    bad: { id: '', kind: 'product', title: 'No id' },
  },
});
