import { useState } from 'react';
import { EmptyState, LinkButton, Page } from '@naturverse/ui';
import { DrawnIcon } from '../../components/DrawnIcon';
import { SearchBox } from '../../components/SearchBox';
import { COURSES, TRACK_ICONS, courseHref, filterCourses } from './courses';
import { EnrollButton } from './EnrollButton';

/** /naturversity/courses: searchable course list with Enroll and View Syllabus. */
export function CoursesPage() {
  const [query, setQuery] = useState('');
  const shown = filterCourses(COURSES, query);
  return (
    <Page title="Courses" intro="Pick a course, enroll, and tick off lessons as you go.">
      <SearchBox label="Search courses" value={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <EmptyState>No courses match “{query.trim()}”. Try another word!</EmptyState>
      ) : (
        <ul className="nv-grid nv-nu-list" aria-label="Courses">
          {shown.map((course) => (
            <li key={course.slug}>
              <article className="nv-card nv-nu-card" aria-labelledby={`course-${course.slug}`}>
                <DrawnIcon src={TRACK_ICONS[course.track]} />
                <h2 id={`course-${course.slug}`} className="nv-card__title">
                  {course.title}
                </h2>
                <p className="nv-badge nv-nu-track">{course.track}</p>
                <p>{course.summary}</p>
                <div className="nv-row nv-nu-actions">
                  <EnrollButton course={course} describedBy={`course-${course.slug}`} />
                  <LinkButton variant="ghost" to={courseHref(course.slug)} aria-describedby={`course-${course.slug}`}>
                    View Syllabus
                  </LinkButton>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
