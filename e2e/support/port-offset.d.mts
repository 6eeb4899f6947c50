export function portOffset(env?: Record<string, string | undefined>): number;
export const PORT_OFFSET: number;
