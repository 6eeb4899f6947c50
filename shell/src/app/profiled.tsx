import { Profiler, type ReactNode } from 'react';
import { markReactCommit } from '@naturverse/build-preset/react-commit';

/** Set by @naturverse/build-preset (reactProfiling): true only in the bench's measuring build. */
declare const __NATURVERSE_REACT_PROFILING__: boolean;

/**
 * The page's tree, and in the bench's measuring build (React's profiling build) the same tree
 * inside a Profiler that marks every commit with what React reports of it, so the bench counts
 * commits and the time spent rendering them. A Profiler renders no element and forks no
 * children, so the hydrated tree still matches the prerendered HTML. In every other build this
 * is the tree itself, and the minifier drops the rest.
 */
export function profiled(tree: ReactNode): ReactNode {
  if (!__NATURVERSE_REACT_PROFILING__) return tree;
  return (
    <Profiler id="page" onRender={markReactCommit}>
      {tree}
    </Profiler>
  );
}
