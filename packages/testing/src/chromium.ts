// Debian's Chromium (never a downloaded browser build) and the flags this machine
// needs: no sandbox as root, and no background traffic to hosts it cannot reach.
// One list for the e2e suite, the bench and Lighthouse.
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The e2e suite drives Debian's chromium-headless-shell: the same Chromium build without the
// browser's own UI, the binary Playwright itself runs for headless tests. The full browser in
// headless mode starts tab-strip WebUI renderers beside every page, CPU a 2-core CI machine
// needs for the site. The bench and Lighthouse keep the full browser: they measure what a
// family's browser does.
export const E2E_CHROMIUM_PATH: string = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Ports Chromium refuses to connect to (ERR_UNSAFE_PORT), above 1023: net/base/port_util.cc
// kRestrictedPorts. A test server on one of them looks "down" forever, whatever it serves
// (the navatar fault server once landed on 4045 under the default e2e offset).
export const CHROMIUM_RESTRICTED_PORTS: number[] = [
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];

/** The port itself, or a loud error if Chromium would refuse it. */
export function browserPort(port: number): number {
  if (CHROMIUM_RESTRICTED_PORTS.includes(port)) throw new Error(`port ${port} is one Chromium refuses (ERR_UNSAFE_PORT): pick another`);
  return port;
}
