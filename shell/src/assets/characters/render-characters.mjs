// Renders the character SVG sources to the raster variants the character page probes
// (png, jpg, jpeg, webp — spec §2). Formats differ on purpose so the fallback order is exercised.
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
// Run from the repo root: node shell/src/assets/characters/render-characters.mjs
const src = 'shell/src/assets/characters';
const out = 'shell/public/worlds';
const plan = {
  'thailandia-turian': 'png',
  'thailandia-chang': 'jpg',
  'thailandia-mali': 'webp',
  'brazilandia-arara': 'png',
  'brazilandia-tuca': 'jpeg',
  'australandia-koko': 'png',
  'australandia-joey': 'webp',
};
const mime = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
for (const [name, ext] of Object.entries(plan)) {
  const svg = readFileSync(`${src}/${name}.svg`, 'utf8');
  const dataUrl = await page.evaluate(
    async ({ svg, type }) => {
      const img = new Image();
      img.src = 'data:image/svg+xml;base64,' + btoa(svg);
      await img.decode();
      const c = document.createElement('canvas');
      c.width = 240;
      c.height = 240;
      const ctx = c.getContext('2d');
      if (type === 'image/jpeg') {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 240, 240);
      }
      ctx.drawImage(img, 0, 0, 240, 240);
      return c.toDataURL(type, 0.85);
    },
    { svg, type: mime[ext] },
  );
  const [world, who] = name.split('-');
  mkdirSync(`${out}/${world}/characters`, { recursive: true });
  const file = `${out}/${world}/characters/${who}.${ext}`;
  writeFileSync(file, Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.log(file);
}
await browser.close();
