/**
 * Where Debian puts each engine (browsers.json, which `npm test` also reads to install what is
 * missing: scripts/lib/run.mjs ensureFirefox, ensureWebKit). An environment variable points a run
 * at another copy.
 */
import { readFileSync } from 'node:fs';

const DEBIAN = JSON.parse(readFileSync(new URL('../browsers.json', import.meta.url), 'utf8')) as Record<
  'firefox' | 'webkitDriver' | 'miniBrowser' | 'xvfb',
  string
>;

export const FIREFOX_PATH: string = process.env.FIREFOX_PATH ?? DEBIAN.firefox;
export const WEBKIT_DRIVER_PATH: string = process.env.WEBKIT_DRIVER_PATH ?? DEBIAN.webkitDriver;
export const MINIBROWSER_PATH: string = process.env.MINIBROWSER_PATH ?? DEBIAN.miniBrowser;
export const XVFB_PATH: string = process.env.XVFB_PATH ?? DEBIAN.xvfb;
