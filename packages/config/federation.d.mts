// Types for federation.mjs, for the TypeScript that reads it (e2e, unit tests).
export type PartName = 'shell' | 'zones' | 'marketplace' | 'naturversity' | 'naturbank' | 'passport' | 'navatar';
export const PORTS: Record<PartName, number>;
export interface RemoteDefinition {
  name: Exclude<PartName, 'shell'>;
  title: string;
  prefixes: string[];
}
export const REMOTES: RemoteDefinition[];
export const ROUTES_EXPOSE: string;
export function buildRegistry(
  portOffset?: number,
  host?: string,
): { remotes: Array<RemoteDefinition & { manifest: string }> };
export function sharedSingletons(fromDir: string): Record<string, { singleton: true; requiredVersion: string }>;
export const REACT_ROUTER_SUBSET: string;
export function reactRouterFullEntry(fromDir: string): string;
