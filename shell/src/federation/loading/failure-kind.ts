/**
 * Why a hub did not load, in the five words reports use, from the error the
 * load failed with. Module Federation's runtime errors carry a code (RUNTIME-00n) in their
 * message; the shell's own errors have names (DeadlineError, HubSkewError). Pure.
 */
import type { LoadFailureKind } from '@naturverse/contracts/report-shape';

export function failureKind(error: unknown): LoadFailureKind {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'HubSkewError') return 'version-skew';
  // the shell's deadline, also when Module Federation wraps it in its own error (RUNTIME-003)
  if (name === 'DeadlineError' || /did not answer within|timed? ?out/i.test(message)) return 'timeout';
  // the manifest arrived but could not be read as one
  if (name === 'SyntaxError' || /\bJSON\b/.test(message) || (/RUNTIME-003/.test(message) && !/answered|fetch/i.test(message))) return 'bad-manifest';
  // the manifest named an entry script that did not load or did not define the container
  if (/RUNTIME-00[128]|ScriptExecutionError|remoteEntry|remote entry/i.test(message)) return 'missing-entry';
  return 'unreachable';
}
