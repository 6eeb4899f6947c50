import { Button } from '@naturverse/ui';
import type { Course } from './courses';
import { toggleEnrollment, useIsEnrolled } from './course-store';

/** Spec §2: an Enroll toggle; pressed = enrolled ('Enroll' / 'Enrolled'). */
/** `describedBy` names the course for screen readers where the button sits among others. */
export function EnrollButton({ course, describedBy }: { course: Course; describedBy?: string }) {
  const enrolled = useIsEnrolled(course.slug);
  return (
    <Button variant={enrolled ? 'secondary' : 'primary'} aria-pressed={enrolled} aria-describedby={describedBy} onClick={() => toggleEnrollment(course.slug)}>
      {enrolled ? 'Enrolled' : 'Enroll'}
    </Button>
  );
}
