import { test, expect, disableIdlePrefetch } from '../support/fixtures';
import { AREAS, tourArea, unvisitedRoutes } from './tour';

// Every route of every hub, loaded fresh under the servers' real
// Content-Security-Policy. The suite-wide fixture (support/fixtures.ts) fails a test on any
// `securitypolicyviolation` event or CSP console error; here we also prove the tour reached
// every declared route, that every request went to the site's own origins (the shell's and
// the hubs' the registry names), and that the styles came as files, not as inline <style>.
test.describe('strict CSP: a tour of every route', { tag: ['@cross'] }, () => {
  test.describe.configure({ timeout: 180_000 });

  for (const area of AREAS) {
    test(`${area.name}: every route renders styled, with no CSP violation and no request off the site`, async ({ page, baseURL, cspViolations }) => {
      await disableIdlePrefetch(page); // only the hubs the tour opens load, at moments it controls
      const registry = (await (await page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; manifest: string }> };
      const ownOrigins = new Set([new URL(baseURL!).origin]);
      for (const r of registry.remotes) ownOrigins.add(new URL(r.manifest).origin);
      const offSite: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (!ownOrigins.has(url.origin)) offSite.push(req.url());
      });
      const hub = registry.remotes.find((r) => r.name === area.name);

      const visited = await tourArea(page, area, async (path) => {
        const styles = await page.evaluate(() => ({
          // the boot style in the template is the only inline style (its hash is in the policy)
          inline: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').filter((t) => !t.includes('Paint the page colour')),
          sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => ({
            href: (l as HTMLLinkElement).href,
            loaded: !!(l as HTMLLinkElement).sheet,
          })),
          // the shell's stylesheet gives the page its font; an unstyled page shows the browser's serif
          font: getComputedStyle(document.body).fontFamily,
        }));
        expect(styles.inline, `${path}: inline <style> elements`).toEqual([]);
        expect(
          styles.sheets.filter((s) => !s.loaded),
          `${path}: stylesheets that did not load`,
        ).toEqual([]);
        expect(styles.font, `${path}: body font`).not.toMatch(/^("?Times|serif)/);
        if (hub) {
          const hubOrigin = new URL(hub.manifest).origin;
          expect(
            styles.sheets.some((s) => s.href.startsWith(`${hubOrigin}/static/css/`)),
            `${path}: a stylesheet <link> from ${area.name}'s own origin`,
          ).toBe(true);
        }
      });

      expect(unvisitedRoutes(area, visited), `${area.name} routes the tour did not reach`).toEqual([]);
      expect(offSite, 'requests to origins other than the site’s own').toEqual([]);
      expect(cspViolations, 'CSP violations').toEqual([]);
      test.info().annotations.push({ type: 'routes toured', description: `${area.name}: ${visited.length} (${visited.join(', ')})` });
    });
  }
});
