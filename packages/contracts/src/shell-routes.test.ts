import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES, shellRouteTakenBy } from './shell-routes.js';

describe('shell routes', () => {
  it('names the shell route a hub prefix would take, by whole segments', () => {
    expect(shellRouteTakenBy('/status')).toBe('/status');
    expect(shellRouteTakenBy('/worlds/birds')).toBe('/worlds');
    expect(shellRouteTakenBy('/about')).toBe('/about');
    expect(shellRouteTakenBy('/statuses')).toBeUndefined();
    expect(shellRouteTakenBy('/birds')).toBeUndefined();
  });

  it('lists each route once, as a path', () => {
    expect(new Set(SHELL_ROUTES).size).toBe(SHELL_ROUTES.length);
    for (const route of SHELL_ROUTES) expect(route).toMatch(/^\/[a-z0-9]+$/);
  });
});
