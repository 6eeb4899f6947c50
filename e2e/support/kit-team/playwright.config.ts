// A hub team's playwright.config.ts, as the starter writes it, with the Navatar hub's production
// build as the candidate. e2e/emulator/kit.spec.ts runs it with `playwright test -c` from this
// folder (paths are relative to where Playwright runs, as in a team's repository root).
import { defineHubConfig } from '@naturverse/testing/playwright';

// the JSON report is for kit.spec.ts to read; the timeout a bound for a busy 2-core machine
export default defineHubConfig({ hub: { dist: '../../../remotes/navatar/dist' }, reporter: [['json']], timeout: 60_000 });
