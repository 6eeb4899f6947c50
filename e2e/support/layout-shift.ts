/**
 * Cumulative layout shift as a family lives it: every `layout-shift` entry the page's
 * PerformanceObserver sees from the first byte on (buffered), summed, leaving out the shifts a
 * tap or key caused (`hadRecentInput`) as CLS does. A prerendered page must not move once
 * painted: what it shows before React hydrates it is what it shows after, until something
 * really changes.
 *
 * `recordLayoutShifts(page)` once, before the page's first goto; `settledLayoutShift(page, ready)`
 * after each goto: it waits for the page to have started, for the page's own sign of its
 * final state (`ready`: the session read, a list shown…), for the fonts, and for the browser to be
 * idle twice (the shell's start-up work — hydration, the session, the idle prefetch's start — done),
 * then reads the sum. No fixed sleep: each wait is for a condition.
 */
import type { Page } from '@playwright/test';
import { expect, expectStarted } from './fixtures';

/** Lighthouse's "good" is ≤ 0.1; a page that does not move at all stays far below this. */
export const MAX_LAYOUT_SHIFT = 0.01;

export interface ShiftRecord {
  value: number;
  at: number;
  /** The elements that moved: tag#id.class, from → to (x, y, width × height). */
  sources: string[];
}

interface ShiftWindow {
  __nvShifts?: ShiftRecord[];
}

export const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
] as const;

export const SCHEMES = ['light', 'dark'] as const;

export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const rect = (r: DOMRectReadOnly) => `(${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)})`;
    const shifts: ShiftRecord[] = [];
    (window as ShiftWindow).__nvShifts = shifts;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the page has settled (see above) and returns its layout shifts since the navigation. */
export async function settledLayoutShift(page: Page, ready: (page: Page) => Promise<void>): Promise<{ cls: number; shifts: ShiftRecord[] }> {
  await expectStarted(page);
  await ready(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
    await idle();
    // a frame after the first idle period: anything React committed in it has been laid out
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await idle();
  });
  const shifts = await page.evaluate(() => (window as ShiftWindow).__nvShifts ?? []);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/** Fails naming the route, the figure and every shift with the elements that moved. */
export function expectNoLayoutShift(where: string, { cls, shifts }: { cls: number; shifts: ShiftRecord[] }): void {
  const detail = shifts.map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`).join('\n');
  expect.soft(cls, `${where}: layout shift ${cls.toFixed(4)} > ${MAX_LAYOUT_SHIFT}\n${detail}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}
