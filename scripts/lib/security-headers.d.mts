export function originOf(url: unknown, base?: string): string | null;
export function registryOrigins(registry: unknown): string[];
export function backendOrigin(config: unknown): string | null;
export function inlineHashes(html: string): { scripts: string[]; styles: string[] };
export function contentSecurityPolicy(opts?: { hubs?: string[]; backend?: string | null; inline?: { scripts: string[]; styles: string[] } }): string;
export function securityHeaders(csp: string): Record<string, string>;
export function workerPolicy(): string;
