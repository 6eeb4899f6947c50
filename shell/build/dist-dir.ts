import { join } from 'node:path';
import type { RsbuildConfig } from '@rsbuild/core';

/**
 * The folder the shell's web build writes (its config's `output.distPath`): dist/, or where
 * NATURVERSE_OUT_DIR put it (the bench's measuring build). The prerender and the service
 * worker's build write beside that build's files.
 */
export function webBuildDir(shell: RsbuildConfig, dir: string): string {
  const distPath = shell.output?.distPath;
  return (typeof distPath === 'string' ? distPath : distPath?.root) ?? join(dir, 'dist');
}
