import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_RENDER_CHUNK, LOAD_GRAPH_FILE, pluginFirstRenderPreloads, pluginLoadGraph, pluginPrecompress } from './build-plugins.js';

type Hook = (...args: unknown[]) => unknown;
type Tags = { headTags: unknown[]; bodyTags: unknown[] };

/** Runs a plugin's setup against a stand-in of Rsbuild's plugin API and returns the hooks it registered. */
function hooksOf(plugin: { setup(api: unknown): void }) {
  const hooks: Record<string, Hook> = {};
  const logs: string[] = [];
  plugin.setup({
    modifyHTMLTags: (fn: Hook) => (hooks.modifyHTMLTags = fn),
    onAfterBuild: (fn: Hook) => (hooks.onAfterBuild = fn),
    logger: { info: (msg: string) => logs.push(msg) },
  });
  return { hooks, logs };
}

const compilationWith = (groups: Record<string, string[]>) => ({
  namedChunkGroups: new Map(Object.entries(groups).map(([name, files]) => [name, { getFiles: () => files }])),
});

describe('first-render preloads (the shell build)', () => {
  const tags = { headTags: [{ tag: 'script', attrs: { src: '/static/js/index.1.js', defer: true } }], bodyTags: [] };

  it('preloads the files of the first-render chunk group, scripts at low priority, then their styles; not the scripts already named', async () => {
    const { hooks } = hooksOf(pluginFirstRenderPreloads());
    const compilation = compilationWith({
      [FIRST_RENDER_CHUNK]: [
        'static/js/index.1.js',
        'static/js/async/lib-react.2.js',
        'static/css/async/first-render.3.css',
        'static/js/async/first-render.3.js',
      ],
      other: ['static/js/async/page.4.js'],
    });
    const out = (await hooks.modifyHTMLTags!(tags, { compilation, assetPrefix: '/' })) as Tags;
    expect(out.headTags.slice(1)).toEqual([
      { tag: 'link', attrs: { rel: 'preload', href: '/static/js/async/lib-react.2.js', as: 'script', fetchpriority: 'low' } },
      { tag: 'link', attrs: { rel: 'preload', href: '/static/js/async/first-render.3.js', as: 'script', fetchpriority: 'low' } },
      { tag: 'link', attrs: { rel: 'preload', href: '/static/css/async/first-render.3.css', as: 'style' } },
    ]);
  });

  it('fails the build, naming the chunk group, when the start-up no longer names it', () => {
    const { hooks } = hooksOf(pluginFirstRenderPreloads());
    expect(() => hooks.modifyHTMLTags!(tags, { compilation: compilationWith({}), assetPrefix: '/' })).toThrow(`No chunk group named "${FIRST_RENDER_CHUNK}"`);
  });
});

describe('precompression (every part build)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nv-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each compressible file of the dist, once for environments sharing a folder', async () => {
    writeFileSync(join(dir, 'remoteEntry.js'), 'export const hello = "world";\n'.repeat(100));
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(2048));
    const { hooks, logs } = hooksOf(pluginPrecompress());
    await hooks.onAfterBuild!({ environments: { web: { distPath: dir }, standalone: { distPath: dir } } });
    expect(readdirSync(dir).sort()).toEqual(['logo.png', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('1 files');
  });
});

describe('load graph (the shell build)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nv-load-graph-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes rspack's stats of entry points, named groups and chunks (files, names, children) beside dist, asking rspack for exactly those", async () => {
    const asked: unknown[] = [];
    const stats = {
      toJson: (options: unknown) => {
        asked.push(options);
        return {
          entrypoints: { index: { chunks: ['q'], assets: [{ name: 'static/js/index.1.js' }] } },
          namedChunkGroups: { [FIRST_RENDER_CHUNK]: { chunks: ['z'], assets: [] } },
          chunks: [
            { id: 'q', names: ['index'], files: ['static/js/index.1.js'], children: ['z'], initial: true, size: 9 },
            { id: 'z', names: [FIRST_RENDER_CHUNK], files: ['static/js/async/first-render.2.js'], children: [], initial: false, size: 9 },
          ],
        };
      },
    };
    const { hooks } = hooksOf(pluginLoadGraph());
    await hooks.onAfterBuild!({ stats, environments: { web: { distPath: join(dir, 'dist') } } });
    expect(asked).toEqual([{ all: false, ids: true, entrypoints: true, chunkGroups: true, chunks: true, chunkRelations: true }]);
    expect(JSON.parse(readFileSync(join(dir, LOAD_GRAPH_FILE), 'utf8'))).toEqual({
      entrypoints: { index: { chunks: ['q'] } },
      namedChunkGroups: { [FIRST_RENDER_CHUNK]: { chunks: ['z'] } },
      chunks: [
        { id: 'q', names: ['index'], files: ['static/js/index.1.js'], children: ['z'], initial: true },
        { id: 'z', names: [FIRST_RENDER_CHUNK], files: ['static/js/async/first-render.2.js'], children: [], initial: false },
      ],
    });
  });
});
