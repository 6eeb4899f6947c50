// Types for federation.mjs, for the TypeScript that reads it (e2e, unit tests).
import type { RegistryFile } from './registry-schema.mjs';
export type PartName = 'shell' | 'zones' | 'marketplace' | 'naturversity' | 'naturbank' | 'passport' | 'navatar';
export const PORTS: Record<PartName, number>;
export interface RemoteDefinition {
  name: Exclude<PartName, 'shell'>;
  title: string;
  prefixes: string[];
}
export const REMOTES: RemoteDefinition[];
export const ROUTES_EXPOSE: string;
export type Environment = 'local' | 'preview' | 'production';
export const ENVIRONMENTS: Environment[];
export const REGISTRY_DIR: string;
export function registryFileOf(environment?: Environment): string;
export function readRegistryFile(environment?: Environment): RegistryFile;
export function readRegistryAt(file: string): RegistryFile;
export function shiftRegistryPorts(registry: RegistryFile, offset: number): RegistryFile;
export function sharedSingletons(fromDir: string): Record<string, { singleton: true; requiredVersion: string }>;
/** One shared library the shell provides the hubs, as its build says (providedShares). */
export interface ProvidedShare {
  version: string;
  requiredVersion: string;
}
export function providedShares(shellDir: string): Record<string, ProvidedShare>;
export const REACT_ROUTER_SUBSET: string;
export const REACT_ROUTER_SUBSET_VERSION: string;
export const REACT_ROUTER_FULL: string;
