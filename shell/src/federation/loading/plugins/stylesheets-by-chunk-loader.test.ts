import { describe, expect, it } from 'vitest';
import { isStylesheetUrl, stylesheetsByChunkLoader } from './stylesheets-by-chunk-loader';

type Args = Parameters<NonNullable<typeof stylesheetsByChunkLoader.beforePreloadRemote>>[0];
const preload = (preloadOps: Args['preloadOps']) => stylesheetsByChunkLoader.beforePreloadRemote!({ preloadOps } as Args);

const CSS = 'http://localhost:3001/static/css/async/__federation_expose_routes.efeb99dca7.css';
const JS = 'http://localhost:3001/static/js/async/__federation_expose_routes.0123456789.js';

describe('hub stylesheets come from the chunk loader only', () => {
  it('keeps the snapshot preload of scripts and drops its stylesheets', async () => {
    const ops: Args['preloadOps'] = [{ nameOrAlias: 'zones', exposes: ['./routes'], resourceCategory: 'sync' }];
    await preload(ops);
    expect(ops).toHaveLength(1); // the preload still runs
    expect([CSS, JS, `${CSS}?v=2`].filter(ops[0]!.filter!)).toEqual([JS]);
  });

  it('keeps a filter the preload already had', async () => {
    const ops: Args['preloadOps'] = [{ nameOrAlias: 'zones', filter: (url) => !url.includes('expose_routes.0123') }];
    await preload(ops);
    expect([CSS, JS, 'http://localhost:3001/static/js/async/other.js'].filter(ops[0]!.filter!)).toEqual(['http://localhost:3001/static/js/async/other.js']);
  });

  it('tells a stylesheet by its path, not by a query or a look-alike', () => {
    expect(isStylesheetUrl(`${CSS}#x`)).toBe(true);
    expect(isStylesheetUrl('http://localhost:3001/static/js/css.js')).toBe(false);
    expect(isStylesheetUrl('http://localhost:3001/static/js/a.js?file=b.css')).toBe(false);
  });
});
