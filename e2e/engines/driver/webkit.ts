/**
 * WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver driving MiniBrowser) over WebDriver
 * classic with selenium-webdriver, reached by URL so Selenium Manager never runs. MiniBrowser has
 * no headless mode: it draws into a private Xvfb display. Each journey is its own WebDriver
 * session (an ephemeral browser: its own storage and service workers).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, error as webdriverErrors, type WebDriver, type WebElement } from 'selenium-webdriver';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from './browsers';
import { installErrorCollector } from './in-page';
import { READ_ERRORS, type EngineSession } from './session';
import { waitUntil } from './wait';

const CAPABILITIES = {
  browserName: 'MiniBrowser',
  // the journey answers alerts itself (acceptAlert)
  unhandledPromptBehavior: 'ignore',
  'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
};

/** A port nobody listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Xvfb on the first free display: it writes the display's number to the descriptor it is given. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let stderr = '';
    xvfb.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    xvfb.stdio[3]!.once('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
    xvfb.once('error', reject);
  });
}

/** WebKitGTK's version as Debian installed it (the driver does not say it before a session). */
function webkitVersion(): string {
  const query = spawnSync('dpkg-query', ['-W', '-f', '${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
  return query.status === 0 ? `WebKitGTK ${query.stdout.trim()}` : 'WebKitGTK';
}

/** Start Xvfb and WebKitWebDriver; hand back where sessions are created and how to stop both. */
export async function launchWebKitDriver(): Promise<{ endpoint: string; version: string; stop: () => Promise<void> }> {
  const { display, process: xvfb } = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    for (const child of [driver, xvfb]) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await waitUntil('WebKitWebDriver to answer', 15_000, async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
      const status = await fetch(`${endpoint}/status`).catch(() => null);
      return status?.ok === true;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, version: webkitVersion(), stop };
}

export async function webkitSession(endpoint: string): Promise<EngineSession> {
  const driver: WebDriver = await new Builder().disableEnvironmentOverrides().usingServer(endpoint).withCapabilities(CAPABILITIES).build();
  await driver.manage().window().setRect({ width: 1280, height: 800 });
  const earlier: string[] = [];
  const harvest = async () => {
    earlier.push(...((await driver.executeScript(`return ${READ_ERRORS}`).catch(() => [])) as string[]));
  };
  // WebDriver classic runs no script before the page's own: the collector starts once it has loaded
  const collect = () => driver.executeScript(`(${installErrorCollector.toString()})()`);
  const elementOf = async (element: string) => {
    const found = (await driver.executeScript(`return ${element}`)) as WebElement | null;
    if (!found) throw new Error(`no element for ${element}`);
    return found;
  };

  return {
    engine: 'webkit',
    async goto(url) {
      await harvest();
      await driver.get(url);
      await collect();
    },
    async reload() {
      await harvest();
      await driver.navigate().refresh();
      await collect();
    },
    evaluate: async <T>(expression: string) => (await driver.executeScript(`return ${expression}`)) as T,
    async click(element) {
      await (await elementOf(element)).click();
    },
    async type(element, text) {
      const found = await elementOf(element);
      await driver.executeScript('arguments[0].focus(); arguments[0].select();', found);
      await found.sendKeys(text || '\uE003'); // U+E003: WebDriver's Backspace
    },
    async acceptAlert(action, timeoutMs) {
      await action();
      let text = '';
      await waitUntil('an alert', timeoutMs, async () => {
        try {
          const alert = await driver.switchTo().alert();
          text = await alert.getText();
          await alert.accept();
          return true;
        } catch (error) {
          if (error instanceof webdriverErrors.NoSuchAlertError) return false;
          throw error;
        }
      });
      return text;
    },
    setOffline: null,
    async pageErrors() {
      await harvest();
      return earlier.splice(0);
    },
    async close() {
      await driver.quit().catch(() => undefined);
    },
  };
}
