import { useSearchParams } from 'react-router';

/** Changes to the address's query: a value sets the parameter, null removes it. */
export type ParamChanges = Readonly<Record<string, string | null>>;

/** `prev` with `changes` applied, as a new object (react-router's updater must not mutate `prev`). */
export function withParams(prev: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The zone pages keep their state in the address (`?tab=play&quiz=…`), so a reload or a shared
 * link opens the same view: the current parameters, and one way to change several at once.
 */
export function useQueryParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  return [params, (changes) => setParams((prev) => withParams(prev, changes))];
}
