// Types for remote-entry.mjs.
export const REACT_ROUTER_SUBSET_REQUEST: string;
export function remoteShared<T extends Record<string, { import?: string | false }>>(shared: T): T;
export function remoteAliases(): Record<string, string>;
