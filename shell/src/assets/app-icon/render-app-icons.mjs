// Renders the installed app's icons (shell/public/manifest.webmanifest) from the site's own
// logo (favicon.svg's leaf): 192 and 512 px on its round badge, and a 512 px maskable one whose
// leaf sits inside the central 80 % circle a launcher's mask always keeps.
// Run from the repo root after editing either SVG: node shell/src/assets/app-icon/render-app-icons.mjs
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const logo = 'shell/public/favicon.svg';
const maskable = 'shell/src/assets/app-icon/icon-maskable.svg';
const out = 'shell/public/icons';
const plan = [
  { svg: logo, size: 192, file: 'icon-192.png' },
  { svg: logo, size: 512, file: 'icon-512.png' },
  { svg: maskable, size: 512, file: 'icon-maskable-512.png' },
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
mkdirSync(out, { recursive: true });
for (const { svg, size, file } of plan) {
  const source = readFileSync(svg, 'utf8');
  const dataUrl = await page.evaluate(
    async ({ source, size }) => {
      const img = new Image();
      img.src = 'data:image/svg+xml;base64,' + btoa(source);
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      canvas.getContext('2d').drawImage(img, 0, 0, size, size);
      return canvas.toDataURL('image/png');
    },
    { source, size },
  );
  writeFileSync(`${out}/${file}`, Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.log(`${out}/${file}`);
}
await browser.close();
