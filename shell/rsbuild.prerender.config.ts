/**
 * The build's prerender, run after the shell's web build (see package.json):
 * src/prerender/render-pages.tsx bundled for Node with the web build's own settings (the same
 * resolve rules, defines and React plugin, from rsbuild.config.ts), then, after that build, each
 * page of src/prerender/pages.ts rendered into a copy of the web build's index.html. The shell's
 * own pages paint before any script runs, and read in full with JavaScript off.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { FIRST_RENDER_CHUNK, LOAD_GRAPH_FILE } from '@naturverse/build-preset/build-plugins';
import { precompressFiles } from '@naturverse/build-preset/precompress';
import shell from './rsbuild.config';
import { webBuildDir } from './build/dist-dir';
import { pageHtml, stylesheetsOf, type LoadGraph } from './src/prerender/page-html';
import type { PrerenderedPage } from './src/prerender/pages';

const dir = fileURLToPath(new URL('.', import.meta.url));
const dist = webBuildDir(shell, dir);
const bundleDir = join(dir, 'node_modules/.cache/naturverse-prerender');

interface RenderModule {
  PAGES: PrerenderedPage[];
  renderPage: (page: PrerenderedPage) => Promise<string>;
}

const writePages: RsbuildPlugin = {
  name: 'naturverse:prerender-pages',
  setup(api) {
    api.onAfterBuild(async () => {
      const { PAGES, renderPage } = (await import(pathToFileURL(join(bundleDir, 'prerender.mjs')).href)) as RenderModule;
      // the web build's page, as it wrote it: the start-up template every file is made from
      const template = readFileSync(join(dist, 'index.html'), 'utf8');
      const graph = JSON.parse(readFileSync(join(dist, '..', LOAD_GRAPH_FILE), 'utf8')) as LoadGraph;
      const written: string[] = [];
      for (const page of PAGES) {
        const stylesheets = stylesheetsOf(graph, [FIRST_RENDER_CHUNK, ...(page.chunk ? [page.chunk] : [])]);
        const file = join(dist, page.file);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, pageHtml({ template, page, body: await renderPage(page), stylesheets }));
        written.push(file);
      }
      await precompressFiles(written);
      api.logger.info(`[prerender] ${written.length} pages written to ${dist}`);
    });
  },
};

const { plugins = [], source = {}, output = {} } = shell;

export default defineConfig({
  resolve: shell.resolve,
  tools: shell.tools,
  source: { define: { ...source.define, __NATURVERSE_PRERENDER__: 'true' }, entry: { prerender: './src/prerender/render-pages.tsx' } },
  output: {
    target: 'node',
    module: true,
    // asset URLs (the worlds' pictures) as the web build names them; the files are its own
    assetPrefix: output.assetPrefix,
    filenameHash: output.filenameHash,
    emitAssets: false,
    emitCss: false,
    distPath: { root: bundleDir, js: '' },
    filename: { js: '[name].mjs' },
    legalComments: 'none',
    sourceMap: { js: false, css: false },
    cleanDistPath: true,
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  // the React plugin only: the web build's others shape its HTML and compress its files
  plugins: [...plugins.filter((plugin) => plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'rsbuild:react'), writePages],
});
