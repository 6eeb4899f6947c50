// Debian's Chromium (never a downloaded browser build) and the flags this machine
// needs: no sandbox as root, and no background traffic to hosts it cannot reach.
// One list for the e2e suite, the bench and Lighthouse.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
