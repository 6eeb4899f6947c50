import { test, expect, expectHeading } from '../support/fixtures';

interface ShareInfo {
  from: string;
  loaded?: boolean;
  useIn: string[];
}

test.describe('shared singletons', { tag: ['@shell', '@cross'] }, () => {
  test('exactly one React (and one copy of each shared library) serves the shell and every hub', async ({ page }) => {
    // Count React renderers the way React DevTools does: every react-dom copy injects itself once.
    await page.addInitScript(() => {
      const w = window as unknown as { __renderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: object };
      w.__renderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: () => ++w.__renderers,
        onCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        checkDCE: () => {},
      };
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading] of [
      ['Zones', /zones/i],
      ['Marketplace', /marketplace/i],
      ['Naturversity', /naturversity/i],
      ['NaturBank', /naturbank/i],
      ['Passport', /passport/i],
      ['Navatar', /navatar/i],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expectHeading(page, heading);
    }
    // a zones page with a store of its own (zones' stores load with their pages, not with /zones)
    await nav.getByRole('link', { name: 'Zones' }).click();
    await page
      .getByRole('list', { name: 'All zones' })
      .getByRole('link', { name: /quizzes/i })
      .click();
    await expectHeading(page, /quizzes/i);
    // a Naturversity page with a store of its own (the course pages load after the hub's landing page)
    await nav.getByRole('link', { name: 'Naturversity' }).click();
    await page
      .getByRole('list', { name: 'Naturversity areas' })
      .getByRole('link', { name: /^Courses/ })
      .click();
    await expectHeading(page, 'Courses');
    expect(await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers)).toBe(1);

    const scope = await page.evaluate(() => {
      const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, ShareInfo>> }> } })
        .__FEDERATION__.__SHARE__;
      // the shell's instance: a runtime-only host, created by init({ name: 'shell' })
      const shell = Object.entries(share).find(([k]) => k === 'shell' || k.startsWith('shell:'))![1].default;
      return Object.fromEntries(
        Object.entries(shell).map(([lib, versions]) => [
          lib,
          Object.values(versions).map((v) => ({ from: v.from, loaded: Boolean(v.loaded), useIn: v.useIn })),
        ]),
      );
    });
    for (const lib of ['react', 'react-dom', 'react-router', 'zustand', '@naturverse/ui', '@naturverse/platform', '@naturverse/auth']) {
      const versions = scope[lib];
      expect(versions, `${lib} is in the share scope`).toBeDefined();
      const loaded = versions!.filter((v) => v.loaded);
      expect(loaded, `one loaded copy of ${lib}`).toHaveLength(1);
    }
    // every hub took React, the router and the design system from the one shared copy, and
    // every hub with a store of its own took zustand from it (one React, one router, one
    // zustand: a hub that bundled its own would not be listed as a user of the shared one)
    const hubsUsing: Record<string, string[]> = {
      react: ['zones', 'marketplace', 'naturversity', 'naturbank', 'passport', 'navatar'],
      'react-router': ['zones', 'marketplace', 'naturversity', 'naturbank', 'passport', 'navatar'],
      '@naturverse/ui': ['zones', 'marketplace', 'naturversity', 'naturbank', 'passport', 'navatar'],
      zustand: ['zones', 'marketplace', 'naturversity', 'naturbank'],
    };
    for (const [lib, hubs] of Object.entries(hubsUsing)) {
      const users = scope[lib]!.flatMap((v) => v.useIn);
      for (const hub of hubs) expect(users, `${hub} uses the shared ${lib}`).toContain(hub);
    }
    // and each of them is the shell's copy: the one loaded is the one the shell provided
    for (const lib of ['react', 'react-dom', 'react-router', 'zustand']) {
      expect(
        scope[lib]!.filter((v) => v.loaded).map((v) => v.from),
        `${lib} comes from the shell`,
      ).toEqual(['shell']);
    }
  });
});
