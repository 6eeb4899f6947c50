/** Naturversity: a course's syllabus from the course list, a lesson ticked, and a reload that keeps it. */
import { inside, role, text } from '../driver/family-page';
import { journey } from '../support/journey';

const firstLesson = inside(role('listitem', 'Lesson 1: Colour Mixing'), role('checkbox'));

journey("a course's syllabus opens from the list, and a ticked lesson stays ticked after a reload", async (page) => {
  await page.goto('/naturversity/courses');
  await page.seeHeading('Courses');
  await page.click(inside(role('article', 'Art Lab'), role('link', 'View Syllabus')));
  await page.seeHeading('Art Lab');
  await page.see(role('heading', 'Syllabus', { level: 2 }));
  await page.seeCount(role('listitem', /^Lesson \d:/), 3);
  await page.see(text('0 of 3 lessons complete'));
  await page.click(firstLesson);
  await page.see(text('1 of 3 lessons complete'));
  await page.seeChecked(firstLesson);
  await page.reload();
  await page.seeHeading('Art Lab');
  await page.see(text('1 of 3 lessons complete'));
  await page.seeChecked(firstLesson);
});
