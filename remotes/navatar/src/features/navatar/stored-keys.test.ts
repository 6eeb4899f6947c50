import { describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { ACTIVE_SPEC, LIBRARY_SPEC } from './library';
import { navatarDrafts } from './navatar-draft';

describeStoredValueFaults({ navatarActive: ACTIVE_SPEC, navatarLibrary: LIBRARY_SPEC, navatarDraft: navatarDrafts.spec });

const navatar = (id: string) => ({
  id,
  name: `Nav ${id}`,
  base: 'Animal',
  species: 'Owl',
  powers: ['Flight'],
  backstory: 'Wise.',
  createdAt: '2026-02-01T09:00:00.000Z',
});

describeOneBadEntry({
  'navatar library': {
    spec: LIBRARY_SPEC,
    good: [navatar('n1'), navatar('n2')],
    bad: { ...navatar('n-bad'), imageDataUrl: 'https://elsewhere.example/x.png' },
  },
});
