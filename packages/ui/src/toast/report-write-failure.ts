import { describeWriteFailure, type WriteResult } from '@naturverse/platform';
import { toast } from './toast.js';

/** A save that did not reach storage is said out loud (err toast), never silently lost. */
export function reportWriteFailure(result: WriteResult): void {
  const message = describeWriteFailure(result);
  if (message) toast('err', message);
}
