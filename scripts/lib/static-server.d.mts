import type { Server } from 'node:http';

export function cacheControlFor(urlPath: string): string;
export function createStaticServer(opts: {
  root: string;
  port: number;
  host?: string;
  cors?: boolean;
  transform?: (urlPath: string, body: Buffer) => Buffer | undefined;
}): { server: Server; listen: () => Promise<Server>; close: () => Promise<void> };
