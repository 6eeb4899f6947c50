/**
 * Which HTML files the build prerenders, as plain data. The servers and the
 * service worker answer a route with its own file (`<path>/index.html`), else the page of the hub
 * that owns the path, else the start-up page (@naturverse/contracts/page-files).
 *
 * - 'page': a shell page with static content, hydrated by React as it is;
 * - 'hub': the site's chrome and the hub's loading line, served for every path of the hub:
 *   hydrated on the hub's own path (its first prefix), painted first and then rendered afresh
 *   on any deeper path (the breadcrumbs differ);
 * - 'start': the chrome and "Loading Naturverse…", for any other path (the profile, the
 *   platform status page, a path nobody knows…), rendered afresh too.
 */
import { START_PAGE } from '@naturverse/contracts/page-files';

export type PrerenderedKind = 'page' | 'hub' | 'start';

export interface PrerenderedPage {
  kind: PrerenderedKind;
  /** The route rendered (a hub's: its first prefix; the start-up page's: `/`, no trail of crumbs). */
  path: string;
  /** Where it is written in dist/. */
  file: string;
  /** The chunk group whose stylesheets the page needs besides the first render's (none for Home). */
  chunk?: string;
  /** A hub's title, shown while the hub loads. */
  title?: string;
}

/** The build's file for a route: `index.html` for `/`, `<path>/index.html` for any other. */
export function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

export interface PageSources {
  worlds: ReadonlyArray<{ slug: string; characters: ReadonlyArray<{ name: string }> }>;
  textPages: readonly string[];
  hubs: ReadonlyArray<{ title: string; prefixes: readonly string[] }>;
}

export function prerenderedPages({ worlds, textPages, hubs }: PageSources): PrerenderedPage[] {
  const page = (path: string, chunk?: string): PrerenderedPage => ({ kind: 'page', path, file: fileFor(path), ...(chunk ? { chunk } : {}) });
  return [
    page('/'),
    page('/worlds', 'worlds'),
    ...worlds.flatMap((w) => [page(`/worlds/${w.slug}`, 'worlds'), ...w.characters.map((c) => page(`/worlds/${w.slug}/characters/${c.name}`, 'worlds'))]),
    ...textPages.map((kind) => page(`/${kind}`, 'text')),
    page('/turian', 'turian'),
    page('/login', 'login'),
    page('/404'),
    ...hubs.flatMap((hub) => hub.prefixes.map((prefix): PrerenderedPage => ({ kind: 'hub', path: prefix, file: fileFor(prefix), title: hub.title }))),
    // not index.html, which is `/`'s own page
    { kind: 'start', path: '/', file: START_PAGE.slice(1) },
  ];
}
