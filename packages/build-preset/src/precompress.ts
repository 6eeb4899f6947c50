// Build-time compression: a `.br` (brotli 11) and a `.gz` (gzip 9) file beside every
// compressible file of a part's dist, so the static server (or any CDN that serves
// precompressed files) sends them as they are. Done once per build, on libuv's thread
// pool, instead of in the server's event loop at start-up (that cost ~7 s of CPU on the
// one loop serving all seven ports).
// Run inside each part's own Rsbuild build (build-plugins.ts, pluginPrecompress), so
// `pnpm --filter <part> build` and `npm run build` write the same dist; the static server
// (scripts/lib/static-server.mjs) reads ENCODINGS to serve them.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The types worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this, the headers cost more than compression saves. */
export const MIN_COMPRESS_BYTES = 512;
/** The encodings written beside a file, by file suffix, best first. */
export const ENCODINGS: ReadonlyArray<{ suffix: string; name: 'br' | 'gzip' }> = [
  { suffix: '.br', name: 'br' },
  { suffix: '.gz', name: 'gzip' },
];

/** Build statistics name the build machine's folders: never published, so never compressed. */
const isStats = (name: string): boolean => /(^|[/._-])stats\.json$/i.test(name);

export interface PrecompressTotals {
  files: number;
  written: number;
  raw: number;
  br: number;
  gzip: number;
}

const encoders: Record<'br' | 'gzip', (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) => brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  gzip: (raw) => gzipAsync(raw, { level: 9 }),
};

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const file = join(dir, item.name);
    if (item.isDirectory()) out.push(...(await filesUnder(file)));
    else if (COMPRESSIBLE.has(extname(item.name)) && !isStats(item.name)) out.push(file);
  }
  return out;
}

/**
 * Write `<file>.br` and `<file>.gz` for every compressible file of `dir` (recursively).
 * A compressed form that is not smaller than the file is not written (the server then
 * sends the file as it is). Returns what was written, for the build's log.
 */
export async function precompressDir(dir: string): Promise<PrecompressTotals> {
  return precompressFiles(await filesUnder(dir));
}

/**
 * The same for a list of files (the service worker, written after the shell's main build).
 */
export async function precompressFiles(list: string[]): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, written: 0, raw: 0, br: 0, gzip: 0 };
  await Promise.all(
    list.map(async (file) => {
      if ((await stat(file)).size < MIN_COMPRESS_BYTES) return;
      const raw = await readFile(file);
      totals.files += 1;
      totals.raw += raw.length;
      for (const { suffix, name } of ENCODINGS) {
        const body = await encoders[name](raw);
        if (body.length >= raw.length) continue;
        await writeFile(file + suffix, body);
        totals.written += 1;
        totals[name] += body.length;
      }
    }),
  );
  return totals;
}
