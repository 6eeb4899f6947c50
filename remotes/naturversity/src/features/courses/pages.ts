// The course list and a course's page share the course data and the enrolment store: they
// load as one chunk on the first visit to either (routes.tsx), not each with its own copy.
export { CoursesPage } from './CoursesPage';
export { CoursePage } from './CoursePage';
