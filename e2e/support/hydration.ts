import type { Page } from '@playwright/test';

/**
 * React's word on hydration, as the page logs it: a mismatch makes React render the page afresh
 * and call the root's onRecoverableError (shell/src/bootstrap.tsx logs it); React's own
 * hydration warnings name hydration too. Collected from the first byte of the page on.
 */
export function hydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    const text = message.text();
    if (/hydrat|did not match|prerendered page/i.test(text)) complaints.push(text);
  });
  return complaints;
}
