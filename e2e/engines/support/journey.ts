/**
 * `journey(title, body)`: one test, run on the engine of this run (global-setup.ts), in its own
 * session (fresh storage, no service worker), failing on any page error the journey caused.
 */
import { expect, inject, test, type TestContext } from 'vitest';
import { FamilyPage } from '../driver/family-page';
import { firefoxSession } from '../driver/firefox';
import type { EngineName } from '../driver/session';
import { webkitSession } from '../driver/webkit';

export interface JourneyOptions {
  /** open the copy of the site whose server refuses a hub (support/site.ts) */
  refusingSite?: boolean;
  /** engines that cannot run this journey, and why: reported as skipped with the reason */
  cannot?: Partial<Record<EngineName, string>>;
}

export const engine = (): EngineName => inject('run').engine;

export function journey(title: string, body: (page: FamilyPage, context: TestContext) => Promise<void>, options: JourneyOptions = {}): void {
  test(title, async (context) => {
    const run = inject('run');
    const reason = options.cannot?.[run.engine];
    if (reason) context.skip(reason);
    const session = await (run.engine === 'firefox' ? firefoxSession : webkitSession)(run.endpoint);
    try {
      const page = new FamilyPage(session, options.refusingSite ? run.refusingBaseURL : run.baseURL);
      await body(page, context);
      expect(await page.pageErrors(), 'errors in the page').toEqual([]);
    } finally {
      await session.close();
    }
  });
}
