// The page's half of the measuring build (react-profiling.ts): what a <Profiler>'s onRender does
// with each commit, the same for the shell and the bench's floor app, so both are counted alike.
// No Node or bundler import: it runs in the browser.

/** The `performance.mark` a profiling build leaves for each commit; its detail is what onRender said. */
export const REACT_COMMIT_MARK = 'naturverse:react-commit';

/** What onRender reports of one commit, kept as the mark's detail. */
export interface ReactCommitDetail {
  id: string;
  phase: 'mount' | 'update' | 'nested-update';
  actualDuration: number;
  commitTime: number;
}

/** A <Profiler>'s onRender (React's documented arguments): one mark per commit. */
export function markReactCommit(
  id: string,
  phase: ReactCommitDetail['phase'],
  actualDuration: number,
  _baseDuration: number,
  _startTime: number,
  commitTime: number,
): void {
  const detail: ReactCommitDetail = { id, phase, actualDuration, commitTime };
  performance.mark(REACT_COMMIT_MARK, { detail });
}
