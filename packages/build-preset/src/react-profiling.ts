// A measuring build of the shell, never a deployed one: React's profiling build in place of its
// production build, so that a <Profiler>'s onRender reports each commit and the time spent
// rendering it (production React never calls onRender). React documents this exact swap for
// profiling in production: `react-dom/client` resolved to `react-dom/profiling`. The bench
// builds the shell this way into a folder of its own (NATURVERSE_OUT_DIR) to count commits.
//   NATURVERSE_REACT_PROFILING=1   the switch; anything else builds the production shell

import { REACT_COMMIT_MARK, type ReactCommitDetail } from './react-commit.js';

export { REACT_COMMIT_MARK, type ReactCommitDetail };

/** The environment variable that turns the profiling build on. */
export const REACT_PROFILING_ENV = 'NATURVERSE_REACT_PROFILING';

/**
 * Rsbuild's public `resolve.alias` and `source.define` for the switch: the alias only when it is
 * on; the define always, so code reads `__NATURVERSE_REACT_PROFILING__` (false in every
 * production build, where the minifier drops what it guards); the page marks each commit with
 * markReactCommit (./react-commit).
 */
export function reactProfiling(env: Record<string, string | undefined> = process.env): { alias: Record<string, string>; define: Record<string, string> } {
  const on = env[REACT_PROFILING_ENV] === '1';
  return {
    alias: on ? { 'react-dom/client$': 'react-dom/profiling' } : {},
    define: { __NATURVERSE_REACT_PROFILING__: JSON.stringify(on) },
  };
}
