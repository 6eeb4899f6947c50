// Lighthouse (mobile, its default config with simulated throttling) driving Debian
// Chromium through chrome-launcher; a fresh browser per run so no cache carries over.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';

export const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: LH_CATEGORIES });
    const { categories, audits } = result.lhr;
    const score = (id) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
    const failing = (id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
        .map((ref) => `${ref.id} (${audits[ref.id].score})`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      metrics: {
        fcp: audits['first-contentful-paint']?.numericValue,
        lcp: audits['largest-contentful-paint']?.numericValue,
        tbt: audits['total-blocking-time']?.numericValue,
        cls: audits['cumulative-layout-shift']?.numericValue,
        si: audits['speed-index']?.numericValue,
      },
      failingAudits: { accessibility: failing('accessibility'), bestPractices: failing('best-practices'), performance: failing('performance') },
    };
  } finally {
    await chrome.kill();
  }
}
