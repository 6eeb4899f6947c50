import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.mjs';

let server;
afterEach(async () => server?.close());

function siteWithBundles() {
  const root = mkdtempSync(join(tmpdir(), 'nv-static-'));
  mkdirSync(join(root, 'static/js'), { recursive: true });
  // big enough (> 512 B) to be compressed, different so none is cached twice
  for (let i = 0; i < 6; i += 1) writeFileSync(join(root, `static/js/part${i}.0123456789.js`), `export const x${i} = ${JSON.stringify('n'.repeat(40_000 + i))};`);
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>t</title>${'<p>hello</p>'.repeat(100)}`);
  return root;
}

describe('static server warm-up', () => {
  // Warming in the background let the first requests of a run wait 1–5 s behind brotli 11,
  // which made e2e tests that ran first time out. Now nothing is compressed on the request path.
  it('has compressed every file (brotli and gzip) before it accepts a connection', async () => {
    const root = siteWithBundles();
    server = createStaticServer({ root, port: 38_431 });
    await server.listen();
    expect(server.stats.compressions).toBe(7 * 2);
    for (const [enc, header] of [['br', 'br'], ['gzip', 'gzip']]) {
      const res = await fetch('http://127.0.0.1:38431/static/js/part3.0123456789.js', { headers: { 'Accept-Encoding': enc } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(header);
      expect(await res.text()).toContain('x3');
    }
    expect(server.stats.compressions).toBe(7 * 2);
  });
});
