/**
 * Splits the text of one JSON array, fed chunk by chunk, into the text of each top-level
 * element, so an export of any size is read one photo at a time: the whole file is never
 * one string, and each record's text is dropped once it is parsed. Pure, no browser.
 */
export class NotAnArrayError extends Error {}
export class BrokenJsonError extends Error {}

/** 'foreign': the text does not start with `[`; kept whole only to say whether it is JSON at all. */
type Phase = 'before' | 'open' | 'item' | 'comma' | 'done' | 'foreign';

function indexOrEnd(text: string, search: string, from: number): number {
  const at = text.indexOf(search, from);
  return at === -1 ? text.length : at;
}

export class JsonArraySplitter {
  private phase: Phase = 'before';
  private depth = 0;
  private inString = false;
  private escaped = false;
  private pieces: string[] = [];

  constructor(private readonly onItem: (text: string) => void) {}

  feed(chunk: string): void {
    if (this.phase === 'foreign') {
      this.pieces.push(chunk);
      return;
    }
    let start = this.phase === 'item' ? 0 : -1;
    let nextBackslash = -1;
    for (let i = 0; i < chunk.length; i += 1) {
      if (this.phase === 'item' && this.inString) {
        if (this.escaped) {
          this.escaped = false;
          continue;
        }
        // Jump to the string's next quote or backslash: a photo is megabytes of one string,
        // and looking at it character by character would take seconds.
        if (nextBackslash < i) nextBackslash = indexOrEnd(chunk, '\\', i);
        const quote = indexOrEnd(chunk, '"', i);
        if (nextBackslash < quote) {
          i = nextBackslash;
          this.escaped = true;
        } else {
          i = quote;
          if (quote < chunk.length) this.inString = false;
        }
        continue;
      }
      const c = chunk.charCodeAt(i);
      if (this.phase === 'item') {
        if (c === 0x22) this.inString = true;
        else if (c === 0x7b || c === 0x5b)
          this.depth += 1; // { [
        else if ((c === 0x2c || c === 0x5d) && this.depth === 0) {
          // , or ] ends the element
          this.pieces.push(chunk.slice(start, i));
          this.emit();
          this.phase = c === 0x2c ? 'comma' : 'done';
          start = -1;
        } else if (c === 0x7d || c === 0x5d) this.depth -= 1; // } ]
        continue;
      }
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue; // whitespace between tokens
      if (this.phase === 'before') {
        if (c !== 0x5b) {
          this.phase = 'foreign';
          this.pieces = [chunk.slice(i)];
          return;
        }
        this.phase = 'open';
      } else if (this.phase === 'open' && c === 0x5d) {
        this.phase = 'done'; // []
      } else if (this.phase === 'open' || this.phase === 'comma') {
        this.phase = 'item';
        start = i;
        i -= 1; // read this first character as part of the element
      } else {
        throw new BrokenJsonError('text after the end of the array');
      }
    }
    if (this.phase === 'item' && start !== -1) this.pieces.push(chunk.slice(start));
  }

  /** The input ended: it must have been one whole array. */
  end(): void {
    if (this.phase === 'foreign') {
      const text = this.pieces.join('');
      this.pieces = [];
      try {
        JSON.parse(text);
      } catch {
        throw new BrokenJsonError('not JSON');
      }
      throw new NotAnArrayError('JSON, but not a list');
    }
    if (this.phase !== 'done') throw new BrokenJsonError('empty, or the array is not closed');
  }

  private emit(): void {
    const text = this.pieces.join('');
    this.pieces = [];
    this.onItem(text);
  }
}
