// Types for hashed-files.mjs (the static server, the service worker and its build use it).
export const HASHED_FILE: RegExp;
export function isHashedFile(path: string): boolean;
