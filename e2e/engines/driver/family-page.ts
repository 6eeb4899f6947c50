/**
 * The page as a journey sees it, the same on every engine: go somewhere, click what a family
 * would click (by role and name, or by text), type, and wait — with a bound — until the page
 * shows what a family should see. Built on EngineSession (one per engine); journeys never touch
 * a protocol.
 */
import { findAll, type NameMatch, type WireQuery } from './in-page';
import type { EngineName, EngineSession } from './session';
import { waitUntil } from './wait';

export interface Query {
  role?: string;
  name?: string | RegExp;
  level?: number;
  text?: string;
  /** only elements holding a match of this */
  has?: Query;
  within?: Query;
}

/** An element by its role and accessible name (exact text, or a pattern). */
export const role = (roleName: string, name?: string | RegExp, more: Omit<Query, 'role' | 'name'> = {}): Query => ({ role: roleName, name, ...more });
/** The innermost visible element whose text contains `text`. */
export const text = (value: string, within?: Query): Query => ({ text: value, within });
/** `query`, looked for only inside `scope`. */
export const inside = (scope: Query, query: Query): Query => ({ ...query, within: query.within ? inside(scope, query.within) : scope });

/** A bound generous enough for a busy 2-core CI machine; a condition that holds ends the wait at once. */
export const DEFAULT_TIMEOUT_MS = 20_000;

function wire(q: Query): WireQuery {
  const name: NameMatch | undefined = q.name instanceof RegExp ? { source: q.name.source, flags: q.name.flags } : q.name;
  return { role: q.role, name, level: q.level, text: q.text, has: q.has && wire(q.has), within: q.within && wire(q.within) };
}

export function describe(q: Query): string {
  const self =
    q.text !== undefined ? `text "${q.text}"` : `${q.role}${q.level ? ` level ${q.level}` : ''}${q.name !== undefined ? ` "${String(q.name)}"` : ''}`;
  const holding = q.has ? `${self} holding ${describe(q.has)}` : self;
  return q.within ? `${holding} in ${describe(q.within)}` : holding;
}

const FIND = findAll.toString();
const found = (q: Query) => `(${FIND})(${JSON.stringify(wire(q))})`;
const NORMALISE = `.replace(/\\s+/g, ' ').trim()`;

interface Seen {
  count: number;
  texts: string[];
  enabled: boolean[];
  checked: boolean[];
}

export class FamilyPage {
  constructor(
    private readonly session: EngineSession,
    readonly baseURL: string,
  ) {}

  get engine(): EngineName {
    return this.session.engine;
  }

  /** Load a path of the site (a new document) and wait for its load event. */
  goto(path: string): Promise<void> {
    return this.session.goto(new URL(path, this.baseURL).href);
  }

  reload(): Promise<void> {
    return this.session.reload();
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.session.evaluate<T>(expression);
  }

  /** Wait until a JavaScript expression evaluated in the page is true. */
  async waitFor(what: string, expression: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await waitUntil(what, timeoutMs, async () => (await this.session.evaluate<boolean>(`Boolean(${expression})`)) === true);
  }

  private seen(q: Query): Promise<Seen> {
    return this.session.evaluate<Seen>(
      `(() => { const all = ${found(q)}; return { count: all.length, texts: all.map((el) => (el.innerText ?? el.textContent)${NORMALISE}), enabled: all.map((el) => !el.disabled && el.getAttribute('aria-disabled') !== 'true'), checked: all.map((el) => el.checked === true || el.getAttribute('aria-checked') === 'true') }; })()`,
    );
  }

  private async until(what: string, q: Query, holds: (seen: Seen) => boolean, timeoutMs: number): Promise<Seen> {
    let last: Seen = { count: 0, texts: [], enabled: [], checked: [] };
    await waitUntil(
      `${what}: ${describe(q)}`,
      timeoutMs,
      async () => holds((last = await this.seen(q))),
      async () => `${last.count} match(es) ${JSON.stringify(last.texts)}`,
    );
    return last;
  }

  /** Wait until at least one element matching `q` is visible. */
  async see(q: Query, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await this.until('visible', q, (s) => s.count > 0, timeoutMs);
  }

  /** Wait until no element matching `q` is visible. */
  async seeNo(q: Query, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await this.until('gone', q, (s) => s.count === 0, timeoutMs);
  }

  /** Wait until exactly `count` elements match `q`. */
  async seeCount(q: Query, count: number, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string[]> {
    return (await this.until(`${count} of`, q, (s) => s.count === count, timeoutMs)).texts;
  }

  /** Wait until exactly one element matches `q` and its text contains `expected` (or matches the pattern). */
  async seeText(q: Query, expected: string | RegExp, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
    const fits = (t: string) => (typeof expected === 'string' ? t.includes(expected) : expected.test(t));
    const seen = await this.until(`text ${String(expected)} in the only`, q, (s) => s.count === 1 && fits(s.texts[0]!), timeoutMs);
    return seen.texts[0]!;
  }

  /** Wait until exactly one element matches `q` and it is checked (or not). */
  async seeChecked(q: Query, checked = true, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await this.until(checked ? 'checked, the only' : 'not checked, the only', q, (s) => s.count === 1 && s.checked[0] === checked, timeoutMs);
  }

  /** The text of the only element matching `q`, once there is exactly one. */
  async textOf(q: Query, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
    return (await this.until('exactly one', q, (s) => s.count === 1, timeoutMs)).texts[0]!;
  }

  /** The page's own h1, and the page hydrated (a prerendered page's controls are React's only then). */
  async seeHeading(name: string | RegExp, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await this.see(role('heading', name, { level: 1 }), timeoutMs);
    await this.waitFor('the page to hydrate', `!document.querySelector('#root[data-prerendered]')`, timeoutMs);
  }

  private async actionable(q: Query, timeoutMs: number): Promise<string> {
    await this.until('one enabled', q, (s) => s.count === 1 && s.enabled[0] === true, timeoutMs);
    return `${found(q)}[0]`;
  }

  /** A real click on the only visible, enabled element matching `q`. */
  async click(q: Query, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await this.session.click(await this.actionable(q, timeoutMs));
  }

  /** Type `value` into the only field matching `q`, replacing what it held. */
  async fill(q: Query, value: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await this.session.type(await this.actionable(q, timeoutMs), value);
  }

  /** Click `q`, which must open an alert; accept it and hand back its text. */
  async clickForAlert(q: Query, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
    const element = await this.actionable(q, timeoutMs);
    return this.session.acceptAlert(() => this.session.click(element), timeoutMs);
  }

  /** The engine's offline mode, or null where its automation cannot take the network away. */
  get setOffline(): ((offline: boolean) => Promise<void>) | null {
    return this.session.setOffline;
  }

  /** Every page error (uncaught, unhandled rejection, CSP violation) seen so far. */
  pageErrors(): Promise<string[]> {
    return this.session.pageErrors();
  }
}
