import { asMap, describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { UPLOAD_DRAFT_SPEC } from './upload-draft';

describeStoredValueFaults({ observationDraft: UPLOAD_DRAFT_SPEC });

describeOneBadEntry({
  'observation draft': {
    spec: UPLOAD_DRAFT_SPEC,
    good: [{ new: { title: 'Heron', notes: 'By the pond', tags: ['bird'], fileTitle: 'IMG_1' } }],
    bad: { old: { title: 7, notes: '', tags: [], fileTitle: '' } },
    wrap: asMap,
  },
});
