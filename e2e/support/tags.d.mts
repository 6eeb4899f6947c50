export const HUBS: string[];
export const HUB_TAGS: string[];
export function partTags(part: string): string[];
export function hubGrep(hub: string): string;
