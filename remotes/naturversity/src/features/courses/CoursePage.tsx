import { Link, useParams } from 'react-router';
import { Button, CheckboxField, Page } from '@naturverse/ui';
import { DrawnIcon } from '../../components/DrawnIcon';
import { TRACK_ICONS, findCourse, type Course } from './courses';
import { EnrollButton } from './EnrollButton';
import { toggleLessonComplete, useProgress } from './course-store';
import { completionText, countComplete, isLessonComplete } from './enrolment';

/** /naturversity/course/{slug}: the syllabus with a completion checkbox per lesson. */
export function CoursePage() {
  const { slug } = useParams();
  const course = findCourse(slug);
  if (!course) {
    return (
      <Page title="Course not found">
        <p>Not found.</p>
        <p>
          <Link to="/naturversity/courses">See all courses</Link>
        </p>
      </Page>
    );
  }
  return <Syllabus course={course} />;
}

function Syllabus({ course }: { course: Course }) {
  const progress = useProgress();
  const done = countComplete(
    progress,
    course.slug,
    course.lessons.map((l) => l.id),
  );
  return (
    <Page title={course.title} intro={course.summary}>
      <p className="nv-row nv-nu-course-meta">
        <DrawnIcon src={TRACK_ICONS[course.track]} />
        <span className="nv-badge nv-nu-track">{course.track}</span>
      </p>
      <EnrollButton course={course} />
      <h2>Syllabus</h2>
      <p role="status" className="nv-nu-progress">
        {completionText(done, course.lessons.length)}
      </p>
      <ol className="nv-nu-lessons">
        {course.lessons.map((lesson, index) => (
          <li key={lesson.id} className="nv-card nv-nu-lesson" aria-labelledby={`lesson-${lesson.id}`}>
            <h3 id={`lesson-${lesson.id}`} className="nv-card__title">
              Lesson {index + 1}: {lesson.title}
            </h3>
            <p>{lesson.summary}</p>
            <div className="nv-row nv-nu-actions">
              <CheckboxField
                label={`Mark “${lesson.title}” complete`}
                checked={isLessonComplete(progress, course.slug, lesson.id)}
                onChange={() => toggleLessonComplete(course.slug, lesson.id)}
              />
              <Button variant="secondary" disabled aria-describedby={`lesson-${lesson.id}`}>
                Open Lesson (soon)
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <p>
        <Link to="/naturversity/courses">Back to all courses</Link>
      </p>
    </Page>
  );
}
