/**
 * Two HTML checkers the project did not write, run on the pages as a family's browser renders
 * them:
 * - the Nu Html Checker (vnu.jar from the vnu-jar package, on the system's Java: `npm test`
 *   installs Debian's when missing), on each route's serialised DOM;
 * - HTML_CodeSniffer (html_codesniffer's build, the engine pa11y runs), WCAG 2 AA, errors only
 *   (pa11y's default), run inside the page itself.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** The package's documented export: the path of vnu.jar. */
const VNU_JAR = String(require('vnu-jar'));
const HTMLCS_SOURCE = readFile(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu Html Checker's errors on each page, by name. One Java start for all pages (each
 * start costs about a second); warnings are left out (info, not faults).
 */
export async function nuErrors(pages: Map<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'nv-vnu-'));
  try {
    const files = new Map<string, string>();
    let n = 0;
    for (const [name, html] of pages) {
      const file = join(dir, `page-${n++}.html`);
      files.set(`file:${file}`, name);
      await writeFile(file, html);
    }
    const args = ['-jar', VNU_JAR, '--errors-only', '--no-langdetect', '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((f) => f.slice(5))];
    // the report goes to stderr
    const { stderr } = await promisify(execFile)('java', args, { maxBuffer: 16 * 1024 * 1024 });
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => {
        const page = [...files].find(([file]) => m.url?.endsWith(file.slice(5)))?.[1] ?? m.url;
        return `${page}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`;
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The rendered page as HTML (what the Nu checker reads). */
export async function renderedHtml(page: Page): Promise<string> {
  return page.content();
}

/**
 * HTML_CodeSniffer's WCAG 2 AA errors on the page as it stands. Evaluated through the DevTools
 * protocol, not a <script> tag: the page's CSP is not loosened for the tool.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { HTMLCS?: unknown }).HTMLCS !== 'undefined');
  if (!loaded) {
    await page.evaluate(`${await HTMLCS_SOURCE}\n;void 0`);
    // html_codesniffer 2.5.1's build lacks some English messages (its autocomplete rule's): the
    // rule then throws on undefined.replace instead of reporting. Fall back to the message's key.
    await page.evaluate(() => {
      const htmlcs = (window as unknown as { HTMLCS: { getTranslation: (key: string) => string | undefined } }).HTMLCS;
      const translate = htmlcs.getTranslation.bind(htmlcs);
      htmlcs.getTranslation = (key) => translate(key) ?? key;
    });
  }
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element;
        }
        const HTMLCS = (
          window as unknown as {
            HTMLCS: { process: (standard: string, root: Document, done: () => void, failed: () => void) => void; getMessages: () => Message[] };
          }
        ).HTMLCS;
        const describe = (element: Element) => {
          const tag = element.tagName?.toLowerCase() ?? '#document';
          const id = element.id ? `#${element.id}` : '';
          const cls = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
          return `${tag}${id}${cls}`;
        };
        HTMLCS.process(
          'WCAG2AA',
          document,
          // type 1 is an error (2 a warning, 3 a notice: pa11y leaves them out by default)
          () =>
            resolve(
              HTMLCS.getMessages()
                .filter((m) => m.type === 1)
                .map((m) => `${m.code} on ${describe(m.element)}: ${m.msg}`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
        );
      }),
  );
}
