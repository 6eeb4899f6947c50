// The routes the shell renders are the ones @naturverse/contracts/shell-routes lists: the deploy
// command refuses a hub prefix that takes one of those, so a route added here but not there
// could be claimed by a hub (and a hub's page would hide the shell's).
import { Children, isValidElement, type ReactNode } from 'react';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SHELL_ROUTES } from '@naturverse/contracts/shell-routes';

let App: typeof import('./App').App;
beforeAll(async () => {
  // what the build defines (shell/rsbuild.config.ts); the tree is only walked
  vi.stubGlobal('__NATURVERSE_HUBS__', []);
  vi.stubGlobal('__NATURVERSE_PRERENDER__', false);
  ({ App } = await import('./App'));
});

/** Every <Route path> in an element tree, as written (the tree is walked, never rendered; the layout takes the routes as its `page`). */
function routePaths(node: ReactNode): string[] {
  const out: string[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<{ path?: string; children?: ReactNode; page?: ReactNode }>(child)) return;
    if (child.type === Route && child.props.path) out.push(child.props.path);
    out.push(...routePaths(child.props.children), ...routePaths(child.props.page));
  });
  return out;
}

describe("the shell's routes", () => {
  it('are the ones the contract lists: each first segment, no more and no fewer', () => {
    const paths = routePaths(App({}));
    expect(paths).toContain('*'); // everything else goes to the hubs
    const firstSegments = new Set(paths.filter((p) => p !== '*').map((p) => `/${p.split('/')[0]}`));
    expect([...firstSegments].sort()).toEqual([...SHELL_ROUTES].sort());
  });
});
