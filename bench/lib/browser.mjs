// Debian Chromium driven by playwright-core, with the e2e suite's flags.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@naturverse/testing/chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export function launchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

/**
 * Runs in the page before any of its scripts: records, on the page's own clock
 * (performance.now()), every visible h1 as it appears (MutationObserver) and every
 * click (event.timeStamp, same clock). Playwright round trips never enter a timing.
 */
export const INSTRUMENT = () => {
  const h1s = [];
  const clicks = [];
  const seen = new WeakSet();
  Object.defineProperty(window, '__nvBench', { value: { h1s, clicks }, configurable: true });
  const scan = () => {
    const now = performance.now();
    for (const h of document.getElementsByTagName('h1')) {
      if (seen.has(h) || !h.isConnected || h.getClientRects().length === 0) continue;
      seen.add(h);
      h1s.push({ t: now, text: (h.textContent ?? '').trim() });
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener(
    'click',
    (e) => {
      const a = e.target instanceof Element ? e.target.closest('a') : null;
      clicks.push({ t: e.timeStamp, href: a ? a.getAttribute('href') : null });
    },
    true,
  );
};

/** Turns off the shell's idle prefetch of main hubs (spec §9 data-saver rule). */
export const SAVE_DATA = () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true, downlink: 10 }, configurable: true });
};

/**
 * A stand-in React DevTools hook: every React renderer (react-dom copy) that starts
 * registers itself here, with a reference to the React package internals it uses.
 */
export const DEVTOOLS_HOOK = () => {
  const renderers = new Map();
  let next = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) {
      renderers.set(++next, renderer);
      return next;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
};

/** Records every response over CDP: type, encoded body size, decoded size, wall-clock request time. */
export async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type, wallMs: e.wallTime * 1000, decoded: 0, encoded: 0, transfer: 0, status: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.type = e.type;
    r.status = e.response.status;
    r.mimeType = e.response.mimeType;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    r.contentEncoding = headers['content-encoding'] ?? 'identity';
    r.encoded = Number(headers['content-length'] ?? 0);
    r.fromCache = e.response.fromDiskCache || e.response.fromPrefetchCache;
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.transfer = e.encodedDataLength;
      r.done = true;
    }
  });
  return { cdp, requests: () => [...requests.values()] };
}

export const isScript = (r) => r.type === 'Script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname);
