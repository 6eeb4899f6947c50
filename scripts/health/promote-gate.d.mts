export function healthGate(url: string | undefined): (v: { hub: string; stable: string; canary: string }) => Promise<{ ok: boolean; reasons: string[] }>;
export function healthLines(hub: string, url: string | undefined): Promise<{ lines: string[] }>;
