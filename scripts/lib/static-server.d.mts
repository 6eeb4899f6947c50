import type { Server } from 'node:http';

export const TYPES: Record<string, string>;
export function cacheControlFor(urlPath: string): string;
export function isPrivateBuildFile(urlPath: string): boolean;
export function createStaticServer(opts: {
  root: string;
  port: number;
  host?: string;
  allowOrigins?: string[];
  transform?: (urlPath: string, body: Buffer) => Buffer | undefined;
}): {
  server: Server;
  /** Compressions done on the request path (only bodies rewritten by `transform`; files come precompressed). */
  stats: { compressions: number };
  listen: () => Promise<Server>;
  close: () => Promise<void>;
};
