/**
 * What runs inside the page, the same on every engine: finding an element the way a family
 * names it (role and accessible name, or its text) and the collector of page errors.
 *
 * Each function is sent to the browser as its source (WebDriver classic takes a script text,
 * Puppeteer a function), so it must stand alone: no imports, no helpers from outside its body.
 */

/** A name to match: the exact text, or a pattern (sent as its source, as RegExp cannot cross). */
export type NameMatch = string | { source: string; flags: string };

/** An element as a family finds it: by role and name, or by the text it shows. */
export interface WireQuery {
  role?: string;
  name?: NameMatch;
  /** heading level, for role heading */
  level?: number;
  /** the element's visible text contains this (the innermost such element) */
  text?: string;
  /** only elements that hold a match of this */
  has?: WireQuery;
  within?: WireQuery;
}

export interface Found {
  /** visible elements matching the query */
  count: number;
  /** their visible texts, for a failure message and text checks */
  texts: string[];
}

/**
 * The visible elements matching `query`, resolved in the document. A simplified accessible-name
 * computation (aria-labelledby, aria-label, labels, alt, content): enough for this site's own
 * markup, and strict about visibility, so a hidden duplicate never satisfies a check.
 */
export function findAll(query: WireQuery): Element[] {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    const withCheck = el as Element & { checkVisibility?: (options?: object) => boolean };
    if (withCheck.checkVisibility) return withCheck.checkVisibility({ visibilityProperty: true });
    return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const contentText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    if (node instanceof HTMLImageElement) return ` ${node.alt} `;
    return [...node.childNodes].map(contentText).join(node instanceof HTMLElement && getComputedStyle(node).display !== 'inline' ? ' ' : '');
  };
  const landmarkParent = (el: Element) => el.parentElement?.closest('article, aside, main, nav, section');
  const roleOf = (el: Element): string | null => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(' ')[0]!;
    const tag = el.tagName.toLowerCase();
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'input') {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      const byType: Record<string, string> = {
        checkbox: 'checkbox',
        radio: 'radio',
        number: 'spinbutton',
        search: 'searchbox',
        range: 'slider',
        button: 'button',
        submit: 'button',
        reset: 'button',
        image: 'button',
      };
      return byType[type] ?? (type === 'hidden' || type === 'file' ? null : 'textbox');
    }
    const byTag: Record<string, string> = {
      button: 'button',
      textarea: 'textbox',
      nav: 'navigation',
      main: 'main',
      ul: 'list',
      ol: 'list',
      li: 'listitem',
      article: 'article',
      output: 'status',
      dialog: 'dialog',
    };
    if (byTag[tag]) return byTag[tag]!;
    if (tag === 'a' || tag === 'area') return el.hasAttribute('href') ? 'link' : null;
    if (tag === 'img') return (el as HTMLImageElement).alt === '' ? null : 'img';
    if (tag === 'section') return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : null;
    if (tag === 'header') return landmarkParent(el) ? null : 'banner';
    if (tag === 'footer') return landmarkParent(el) ? null : 'contentinfo';
    return null;
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy)
      return norm(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm([...labels].map((l) => l.textContent).join(' '));
    if (el instanceof HTMLImageElement) return norm(el.alt);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return norm(el.getAttribute('title') ?? el.placeholder);
    return norm(contentText(el));
  };
  const matches = (name: string, wanted: NameMatch) => (typeof wanted === 'string' ? name === wanted : new RegExp(wanted.source, wanted.flags).test(name));
  const level = (el: Element) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1));

  const search = (q: WireQuery, scopes: Element[]): Element[] => {
    const candidates = scopes.flatMap((scope) => [...scope.querySelectorAll('*')]).filter(visible);
    let hits: Element[];
    if (q.text !== undefined) {
      const text = q.text;
      const having = candidates.filter((el) => norm((el as HTMLElement).innerText ?? el.textContent).includes(text));
      // the innermost: an element none of whose children also holds the whole text
      hits = having.filter((el) => !having.some((other) => other !== el && el.contains(other)));
    } else {
      hits = candidates.filter(
        (el) => roleOf(el) === q.role && (q.name === undefined || matches(nameOf(el), q.name)) && (q.level === undefined || level(el) === q.level),
      );
    }
    const has = q.has;
    return has ? hits.filter((el) => search(has, [el]).length > 0) : hits;
  };
  const chain: WireQuery[] = [];
  for (let q: WireQuery | undefined = query; q; q = q.within) chain.unshift(q);
  return chain.reduce<Element[]>((scopes, q) => search(q, scopes), [document.documentElement]);
}

/**
 * The page-error collector, kept on the window: uncaught errors, unhandled rejections,
 * Content-Security-Policy violations, and React's word on a page it could not adopt (the shell
 * logs a hydration mismatch with console.error; the words e2e/support/hydration.ts looks for).
 * Installed from the document's start where the engine's automation can (Firefox), else as soon
 * as each page has loaded (WebDriver classic has no events and runs no script before the page's
 * own). Installing twice is harmless.
 */
export function installErrorCollector(): void {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const errors: string[] = (w.__engineErrors = []);
  window.addEventListener('error', (e) => errors.push(`uncaught: ${e.message} (${e.filename}:${e.lineno})`));
  window.addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${String((e.reason as Error | undefined)?.message ?? e.reason)}`));
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/hydrat|did not match|prerendered page/i.test(text)) errors.push(`hydration: ${text}`);
    logError(...args);
  };
  document.addEventListener(
    'securitypolicyviolation',
    (e) => errors.push(`CSP: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} (${e.sourceFile || 'no source'}:${e.lineNumber})`),
    true,
  );
}
