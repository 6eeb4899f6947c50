// Types for precompress.mjs.
export const COMPRESSIBLE: Set<string>;
export const MIN_COMPRESS_BYTES: number;
export const ENCODINGS: ReadonlyArray<{ suffix: string; name: 'br' | 'gzip' }>;
export interface PrecompressTotals {
  files: number;
  written: number;
  raw: number;
  br: number;
  gzip: number;
}
export function precompressDir(dir: string): Promise<PrecompressTotals>;
export function precompressFiles(files: string[]): Promise<PrecompressTotals>;
