/**
 * The icons a page shows at once, each set in one SVG file: `icons/<set>.svg#<name>`. Chromium
 * gives every SVG file shown by an <img> a document of its own (a page, a frame, a parser, style
 * and layout), ~10–20 ms of a slow tablet's main thread each; an image URL that differs only by
 * its fragment shares one file and one document, and the fragment names a <view> that shows one
 * icon. So the header's, the home page's and the zone cards' icons cost one document per set
 * instead of one per picture. The separate files stay in public/icons (other pages and hubs use
 * them); the sets are written by the shell's build (pluginIconSprites) from them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** Each set: the file the build writes, and its icons by name → their file in public/. */
export const ICON_SPRITES: Record<string, Record<string, string>> = {
  // the header's and the home page's
  'icons/shell.svg': {
    logo: 'favicon.svg',
    menu: 'icons/menu.svg',
    close: 'icons/close.svg',
    cart: 'icons/cart.svg',
    profile: 'icons/profile.svg',
    play: 'icons/play.svg',
    learn: 'icons/learn.svg',
    earn: 'icons/earn.svg',
  },
  // the zone cards of /zones (remotes/zones/src/features/index/ZoneIcon.tsx)
  'icons/zones.svg': Object.fromEntries(
    ['arcade', 'music', 'wellness', 'creator-lab', 'stories', 'quizzes', 'observations', 'culture', 'community', 'future'].map((slug) => [
      slug,
      `icons/zones/${slug}.svg`,
    ]),
  ),
};

/** Space between two icons, so neither shows at the other's edge. */
const GAP = 8;

/**
 * One SVG holding `icons` side by side, each inside a nested <svg> with its own viewBox and
 * attributes, and a <view id="<name>"> framing it. An icon without a viewBox, or with ids of
 * its own (they would collide in one document), is refused, naming it.
 */
export function iconSprite(icons: Array<{ name: string; svg: string }>): string {
  let x = 0;
  let height = 0;
  const views: string[] = [];
  const bodies: string[] = [];
  for (const { name, svg } of icons) {
    const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
    if (!match) throw new Error(`icon sprite: "${name}" is not one <svg> element`);
    const [attributes = '', body = ''] = [match[1], match[2]];
    const box = /\bviewBox="([^"]+)"/.exec(attributes)?.[1];
    const viewBox =
      box === undefined
        ? []
        : box
            .trim()
            .split(/[\s,]+/)
            .map(Number);
    const [, , w = NaN, h = NaN] = viewBox;
    if (viewBox.length !== 4 || viewBox.some((v) => !Number.isFinite(v))) throw new Error(`icon sprite: "${name}" has no viewBox`);
    if (/\bid="/.test(body)) throw new Error(`icon sprite: "${name}" has ids of its own, which would collide in one file`);
    const kept = attributes.replace(/\s(xmlns|viewBox|width|height|x|y)="[^"]*"/g, '');
    views.push(`<view id="${name}" viewBox="${x} 0 ${w} ${h}"/>`);
    bodies.push(`<svg x="${x}" y="0" width="${w}" height="${h}" viewBox="${viewBox.join(' ')}"${kept}>${body}</svg>`);
    x += w + GAP;
    height = Math.max(height, h);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.max(0, x - GAP)} ${height}">${views.join('')}${bodies.join('')}</svg>\n`;
}

/** Writes each set of ICON_SPRITES into the build's output, from the files in `publicDir`. */
export function pluginIconSprites(publicDir: string): RsbuildPlugin {
  return {
    name: 'naturverse:icon-sprites',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        for (const [file, icons] of Object.entries(ICON_SPRITES)) {
          const svg = iconSprite(Object.entries(icons).map(([name, path]) => ({ name, svg: readFileSync(join(publicDir, path), 'utf8') })));
          compilation.emitAsset(file, new sources.RawSource(svg));
        }
      });
    },
  };
}
