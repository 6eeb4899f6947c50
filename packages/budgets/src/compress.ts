// Compressed sizes the way the static server sends them: gzip level 9 and
// brotli quality 11 (packages/build-preset/src/precompress.ts writes the served files with the same settings).
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizesOf(buf: Buffer): Sizes {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Sum of several files' sizes (each file compressed on its own, as it travels). */
export function sumSizes(list: readonly Sizes[]): Sizes {
  return list.reduce((a: Sizes, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}
