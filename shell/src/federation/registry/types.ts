/**
 * The shapes of the registry room: the runtime registry (/remotes.json) and the hubs the shell
 * is built knowing. Types only: any module may name them without importing the logic.
 */
import type { RegistryFile, RegistryRemote } from '@naturverse/contracts/registry-schema';

/** One hub the registry names: where its manifest is, which route prefixes it serves. */
export type RemoteEntry = RegistryRemote;
/** The registry as served: its schema is the one the build checks registry/*.json with. */
export type Registry = RegistryFile;

/** A hub the shell is built knowing (REMOTES in packages/build-preset/src/registry.ts), only to name a fault. */
export interface KnownHub {
  name: string;
  title: string;
  prefixes: string[];
}
