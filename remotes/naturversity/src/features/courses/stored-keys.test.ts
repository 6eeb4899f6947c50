import { asMap, describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { ENROLLED_SPEC, PROGRESS_SPEC } from './course-store';

describeStoredValueFaults({ coursesEnrolled: ENROLLED_SPEC, coursesProgress: PROGRESS_SPEC });

describeOneBadEntry({
  'enrolled courses': { spec: ENROLLED_SPEC, good: ['nature-101', 'art-lab'], bad: 42 },
  'lesson progress': { spec: PROGRESS_SPEC, good: [{ 'nature-101': ['bug-hunt'] }, { 'art-lab': ['leaf-prints'] }], bad: { 'music-1': 'all' }, wrap: asMap },
});
