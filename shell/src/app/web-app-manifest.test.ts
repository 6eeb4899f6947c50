// The installed app's manifest (shell/public/manifest.webmanifest) says what
// Chromium needs to offer an install, in the design tokens' colours, with icons that exist at
// the sizes it claims.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url));
const manifest = JSON.parse(read('../../public/manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};
// the design tokens as @naturverse/ui publishes them (its `./styles.css` export)
const tokens = readFileSync(createRequire(import.meta.url).resolve('@naturverse/ui/styles.css'), 'utf8');

/** A token's value in the light set (the first :root block declares it first). */
function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})`, 'i').exec(tokens);
  if (!match?.[1]) throw new Error(`no token --${name}`);
  return match[1].toLowerCase();
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest', () => {
  it('names the app, starts at the home page and opens standalone', () => {
    expect(manifest.name).toBe('Naturverse');
    expect(manifest.short_name).toBe('Naturverse');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
  });

  it('takes its colours from the design tokens: the header green and the page cream', () => {
    expect(manifest.theme_color).toBe(token('nv-header-bg'));
    expect(manifest.background_color).toBe(token('nv-cream'));
    // the page's own theme-color and first-paint background agree with it
    const html = read('../../index.html').toString('utf8');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(html).toContain(`background: ${manifest.background_color}`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('has PNG icons of 192 and 512 px, one of them maskable, each the size it claims', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512', '512x512']);
    expect(pngs.filter((icon) => icon.purpose.split(' ').includes('maskable'))).toHaveLength(1);
    for (const icon of pngs) {
      const { width, height } = pngSize(read(`../../public${icon.src}`));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
