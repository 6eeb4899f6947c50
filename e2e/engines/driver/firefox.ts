/**
 * Firefox (Debian's ESR) over WebDriver BiDi with puppeteer-core: no geckodriver, nothing
 * downloaded. The browser is started once per run (global-setup.ts) and each journey opens its
 * own session on it with a fresh browser context: its own storage and service workers.
 */
import puppeteer, { type Browser, type Dialog, type ElementHandle } from 'puppeteer-core';
import { FIREFOX_PATH } from './browsers';
import { installErrorCollector } from './in-page';
import { READ_ERRORS, type EngineSession } from './session';

/** Start Firefox headless; hand back where sessions connect and how to stop it. */
export async function launchFirefox(): Promise<{ endpoint: string; version: string; stop: () => Promise<void> }> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  const endpoint = browser.wsEndpoint();
  const version = await browser.version();
  const process = browser.process();
  // Firefox holds one WebDriver BiDi session at a time: the journeys' sessions come after this one
  await browser.disconnect();
  return {
    endpoint,
    version,
    stop: async () => {
      try {
        await (await connect(endpoint)).close();
      } catch {
        process?.kill('SIGKILL');
      }
    },
  };
}

function connect(endpoint: string): Promise<Browser> {
  return puppeteer.connect({ browserWSEndpoint: endpoint, protocol: 'webDriverBiDi' });
}

async function only(handle: ElementHandle<Element> | null, element: string): Promise<ElementHandle<Element>> {
  if (!handle) throw new Error(`no element for ${element}`);
  return handle;
}

export async function firefoxSession(endpoint: string): Promise<EngineSession> {
  const browser = await connect(endpoint);
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  // from the first byte of every document: WebDriver BiDi runs it before the page's own scripts
  await page.evaluateOnNewDocument(installErrorCollector);
  const earlier: string[] = [];
  const harvest = async () => {
    earlier.push(...((await page.evaluate(READ_ERRORS).catch(() => [])) as string[]));
  };
  const elementOf = async (element: string) => only((await page.evaluateHandle(element)).asElement() as ElementHandle<Element> | null, element);

  return {
    engine: 'firefox',
    async goto(url) {
      await harvest();
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await harvest();
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
    async click(element) {
      await (await elementOf(element)).click();
    },
    async type(element, text) {
      const handle = await elementOf(element);
      await handle.evaluate((el) => {
        (el as HTMLElement).focus();
        (el as HTMLInputElement).select();
      });
      if (text) await page.keyboard.type(text);
      else await page.keyboard.press('Backspace');
    },
    async acceptAlert(action, timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const opened = new Promise<Dialog>((resolve, reject) => {
        page.once('dialog', resolve);
        timer = setTimeout(() => reject(new Error(`no alert within ${timeoutMs} ms`)), timeoutMs);
      });
      // the click that opens an alert may only settle once the alert is answered
      const acting = action();
      try {
        const dialog = await opened;
        const text = dialog.message();
        await dialog.accept();
        await acting;
        return text;
      } finally {
        clearTimeout(timer);
      }
    },
    setOffline: (offline) => page.setOfflineMode(offline),
    async pageErrors() {
      await harvest();
      return earlier.splice(0);
    },
    async close() {
      await context.close().catch(() => undefined);
      await browser.disconnect();
    },
  };
}
