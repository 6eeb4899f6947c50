/**
 * The build's prerender: the entry of the Node bundle rsbuild.prerender.config.ts
 * builds, rendering each page of pages.ts with React's server rendering. Nothing here runs in
 * the browser. `prerenderToNodeStream` waits for every lazy page, so each file holds the page
 * itself, not its loading state; a shell page is the very tree the browser hydrates (ShellRoot),
 * in the state of a first visit: signed out and auth not ready, no cart, no override. A hub's own
 * page is that tree too, its hub's area showing the hub's loading line (HubArea), so React hydrates
 * the chrome as it is and the header answers a tap while the hub loads.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ShellRoot } from '../app/ShellRoot';
import { ShellRouter } from '../app/ShellRouter';
import { Layout } from '../layout/Layout';
import { KNOWN_HUBS } from '../federation/registry/known-hubs';
import { WORLDS } from '../pages/worlds/worlds-data';
import { TEXT_PAGES } from '../pages/text/text-content';
import { prerenderedPages, type PrerenderedPage } from './pages';

/** The site's chrome around the start-up line: what the start-up page paints before the app runs. */
function ChromeAround({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ShellRouter location={path} rendersAtOnce={() => false}>
      <Layout page={children} />
    </ShellRouter>
  );
}

function treeOf(page: PrerenderedPage): ReactNode {
  if (page.kind !== 'start') return <ShellRoot location={page.path} prerendered />;
  return (
    <ChromeAround path={page.path}>
      <div className="nv-boot" role="status">
        Loading Naturverse…
      </div>
    </ChromeAround>
  );
}

async function html(node: ReactNode): Promise<string> {
  // One whole page, never streamed: every Suspense boundary's content in place. By default React
  // moves a boundary past its chunk size out of line, revealed by an inline script the site's
  // Content-Security-Policy refuses (the layout's pieces, layout/HydrationPiece.tsx, are boundaries).
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

export const PAGES: PrerenderedPage[] = prerenderedPages({ worlds: WORLDS, textPages: Object.keys(TEXT_PAGES), hubs: KNOWN_HUBS });

export async function renderPage(page: PrerenderedPage): Promise<string> {
  return html(treeOf(page));
}
