/**
 * One prerendered file from the web build's index.html (pure string work on our own template,
 * unit-tested): the page's HTML in #root, marked with its route when the browser is to hydrate
 * it (a shell page, a hub's own page), and its stylesheets as <link>s, so the first paint and a visit with JavaScript off are
 * styled. Nothing inline is added: the Content-Security-Policy's hashes (derived from the page
 * as served) stay those of the template's theme script, boot style and JSON-LD.
 */
import { PRERENDERED_ATTRIBUTE } from '../lib/prerendered-page';
import type { PrerenderedPage } from './pages';

/** The template's start-up content (shell/index.html): replaced by the page. */
export const BOOT_ROOT = '<div id="root"><div class="nv-boot" role="status">Loading Naturverse…</div></div>';

/** rspack's stats as the shell's build writes them (packages/build-preset/src/build-plugins.ts, pluginLoadGraph). */
export interface LoadGraph {
  namedChunkGroups: Record<string, { chunks: Array<string | number> }>;
  chunks: Array<{ id: string | number; files: string[] }>;
}

/** The stylesheets of the named chunk groups, in order, each once. A name the build lacks is an error. */
export function stylesheetsOf(graph: LoadGraph, groups: readonly string[]): string[] {
  const files = groups.flatMap((name) => {
    const group = graph.namedChunkGroups[name];
    if (!group) throw new Error(`prerender: the build has no chunk group named "${name}" (shell/src/app/pages.ts names each page's chunk)`);
    return group.chunks.flatMap((id) => graph.chunks.find((chunk) => chunk.id === id)?.files ?? []);
  });
  return [...new Set(files.filter((file) => file.endsWith('.css')))].map((file) => `/${file}`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function pageHtml({
  template,
  page,
  body,
  stylesheets,
}: {
  template: string;
  page: PrerenderedPage;
  body: string;
  stylesheets: readonly string[];
}): string {
  if (template.split(BOOT_ROOT).length !== 2)
    throw new Error(`prerender: the shell's index.html must hold ${BOOT_ROOT} exactly once (the web build's, not a prerendered page)`);
  if (/<script\b|<style\b|\sstyle="/i.test(body))
    throw new Error(`prerender: ${page.path} rendered inline script or style, which the Content-Security-Policy would refuse`);
  const marker = page.kind !== 'start' ? ` ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.path)}"` : '';
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  return template.replace('</head>', () => `${links}</head>`).replace(BOOT_ROOT, () => `<div id="root"${marker}>${body}</div>`);
}
