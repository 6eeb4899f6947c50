/**
 * The shapes of the loading room. Types only: no React value, no runtime import (a type from
 * React is erased from the bundle).
 */
import type { ComponentType } from 'react';

/** A hub's route component, what its `./routes` module exports by default. */
export type HubComponent = ComponentType;

export interface RoutesModule {
  default?: HubComponent;
}

/** A hub as Module Federation's `init` / `registerRemotes` take it: its name and manifest URL. */
export interface MfRemote {
  name: string;
  entry: string;
}

/** Told when a hub's primary load failed and its fallback is loaded (remotes.ts setFallbackListener). */
export type FallbackListener = (name: string, error: unknown) => void;
