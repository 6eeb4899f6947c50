export const ROOT: string;
export const PARTS: Array<{ name: string; dir: string }>;
export function distOf(name: string): string;
export function shellOrigins(offset?: number): string[];
export function parseCandidates(text?: string): Record<string, string>;
export function serveAll(opts?: { offset?: number; only?: string[]; candidates?: Record<string, string> }): Promise<{
  servers: Array<{ name: string; port: number; close: () => Promise<void> }>;
  url: string;
  close: () => Promise<unknown>;
}>;
