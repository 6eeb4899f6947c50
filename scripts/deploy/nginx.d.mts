// Types for nginx.mjs (the generator, for the e2e suite).
export function nginxPattern(re: RegExp): string;
export function rootPolicy(root: string): Promise<{ csp: string; hubOrigins: string[]; hubPages: string[] }>;
export function nginxConfig(opts: {
  root: string;
  listen: number;
  address?: string;
  serverName?: string;
  hubOrigins?: string[];
  hubPages?: string[];
  tls?: { listen: number; cert: string; key: string };
  csp: string;
  accessLog?: string;
}): string;
export function writeNginxConfig(opts: { root: string; values: Record<string, unknown> }): Promise<{ lines: string[] }>;
