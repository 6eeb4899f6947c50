/**
 * One browser tab of one engine, over that engine's protocol: the few things a journey needs
 * that only the protocol can do (load a URL, a native click, typing, an alert, the network).
 * Everything else is asked of the page itself (in-page.ts), the same on every engine, by
 * family-page.ts on top of this.
 */

export type EngineName = 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];

/** The engine of this run, from ENGINE (scripts/test-engines.mjs sets it). */
export function engineFromEnv(env: Record<string, string | undefined> = process.env): EngineName {
  const engine = env.ENGINE;
  if (!ENGINES.includes(engine as EngineName)) {
    throw new Error(`ENGINE must be one of ${ENGINES.join(', ')} (got "${engine ?? ''}"); run the slice with npm run test:engines`);
  }
  return engine as EngineName;
}

export interface EngineSession {
  readonly engine: EngineName;
  /** load a URL and wait for its load event */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** the JSON value of a JavaScript expression, evaluated in the page */
  evaluate<T>(expression: string): Promise<T>;
  /** a real click (the engine's input, not a script) on the element the expression returns */
  click(element: string): Promise<void>;
  /** focus the element, select what it holds, and type `text` over it key by key */
  type(element: string, text: string): Promise<void>;
  /** run `action`, which must open an alert; accept it and hand back its text */
  acceptAlert(action: () => Promise<void>, timeoutMs: number): Promise<string>;
  /**
   * Take the network away from the page (or give it back), as the browser's own offline mode
   * does: null where the engine's automation cannot (WebDriver classic has no such command).
   */
  readonly setOffline: ((offline: boolean) => Promise<void>) | null;
  /** the page errors of every document this tab has shown so far */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** The page's collected errors, taken out of it: read before a document is left, and at the end. */
export const READ_ERRORS = '(window.__engineErrors ?? []).splice(0)';
