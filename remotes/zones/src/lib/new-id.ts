import { randomIdPart } from './local-id';

/** A unique id for a new poll, event or observation: `prefix-` and a random part. */
export function newId(prefix: string): string {
  return `${prefix}-${randomIdPart()}`;
}
