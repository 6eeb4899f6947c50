import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { ENROLLED_SPEC, PROGRESS_SPEC } from './course-store';

describeStoredValueFaults({ coursesEnrolled: ENROLLED_SPEC, coursesProgress: PROGRESS_SPEC });
