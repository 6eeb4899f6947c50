/**
 * axe-core through its own public API (axe.source, axe.run), put into the page once per
 * document. @axe-core/playwright evaluated the 580 KB source twice on every run and returned
 * every passing node; measured on the shell's home and Quizzes pages under load: ≈ 4 s per
 * run with it, ≈ 0.5 s this way, with the same rules (the suite's time went to the
 * 1,000+ axe looks). Only violations come back (resultTypes), which is all a test asserts.
 * The site's own suite (e2e/support/axe.ts) and a hub team's tests use this one check.
 */
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The rules the site is held to: WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS: string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The violations axe finds in the page now, one line each: rule id and the targets.
 * `exclude`: CSS selectors of parts a test leaves out (and says why).
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // a navigation starts a new document without axe in it; re-theming or resizing keeps it
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      // with only `exclude` given, axe checks the whole document but those parts
      const context: axe.ElementContext = exclude.length ? { exclude } : document;
      const { violations } = await run.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: AXE_TAGS, exclude },
  );
}
