// Types for page-files.mjs (the static server, nginx's config and the service worker use it).
export function hubPrefixes(registry: unknown): string[];
export const START_PAGE: string;
export function pageFileCandidates(path: string, prefixes?: readonly string[]): string[];
