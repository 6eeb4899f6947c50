import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addShellPreloads, preloadBlock, withPreloads } from './preload-hints.mjs';

const page = '<!doctype html><html><head><title>t</title><script defer src="/static/js/index.0123456789.js"></script></head><body></body></html>';

describe("the shell's first-render preloads", () => {
  it('names the chunks the entry loads (not the scripts the page already names) and their styles', () => {
    const block = preloadBlock(
      { files: ['static/js/index.0123456789.js', 'static/js/async/9.abcdef1234.js'], initial: ['static/js/index.0123456789.js'] },
      ['static/css/async/9.abcdef1234.css'],
    );
    // the deferred entry's own priority (Low): they do not block the first paint
    expect(block).toContain('<link rel="preload" href="/static/js/async/9.abcdef1234.js" as="script" fetchpriority="low" />');
    expect(block).toContain('<link rel="preload" href="/static/css/async/9.abcdef1234.css" as="style" />');
    expect(block).not.toContain('index.0123456789.js');
    expect(withPreloads(page, block)).toMatch(/as="style" \/><!-- \/first-render preloads --><\/head>/);
  });

  it('replaces an earlier block instead of adding a second one', () => {
    const once = withPreloads(page, preloadBlock({ files: ['a.js', 'b.js'], initial: ['a.js'] }, []));
    const twice = withPreloads(once, preloadBlock({ files: ['a.js', 'c.js'], initial: ['a.js'] }, []));
    expect(twice.match(/first-render preloads \(/g)).toHaveLength(1);
    expect(twice).toContain('/c.js');
    expect(twice).not.toContain('/b.js');
  });

  it('leaves the page as it was, and says so, when the output cannot be read (no chunk found)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'nv-preload-'));
    mkdirSync(join(dist, 'static/js'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'static/js/index.0123456789.js'), 'console.log("no chunk loads")');
    expect(await addShellPreloads(dist)).toBe(0);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(page);
  });
});
