/** Debian's Chromium and its flags: one list, shared with the bench (@naturverse/testing). */
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as FULL_CHROMIUM, E2E_CHROMIUM_PATH } from '@naturverse/testing/chromium';

export { CHROMIUM_ARGS, browserPort } from '@naturverse/testing/chromium';

/**
 * The headless shell `npm test` installs (packages/testing/src/chromium.ts says why); a machine
 * that only has the full browser still runs the suite, more slowly, and is told so once.
 */
export const CHROMIUM_PATH = existsSync(E2E_CHROMIUM_PATH) ? E2E_CHROMIUM_PATH : FULL_CHROMIUM;
if (CHROMIUM_PATH !== E2E_CHROMIUM_PATH && !process.env.TEST_WORKER_INDEX) {
  console.warn(`[e2e] ${E2E_CHROMIUM_PATH} is missing (Debian's chromium-headless-shell; npm test installs it): running the full ${FULL_CHROMIUM}, slower`);
}
