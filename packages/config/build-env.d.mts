// Types for build-env.mjs.
import type { attributeSharedChunks, chunkGroupGraph } from './shared-chunks.mjs';
export interface HubBuild {
  packageName: string;
  version: string;
  buildId: string;
  outDir: string | undefined;
  requireShared: Record<string, string>;
}
export function parseRequireShared(text: string | undefined): Record<string, string>;
export function hubBuildEnv(dir: string, env?: Record<string, string | undefined>): HubBuild;
export function withRequiredVersions<T extends Record<string, { requiredVersion: string }>>(shared: T, requireShared: Record<string, string>): T;
export function hubManifest(build: HubBuild): {
  fileName: string;
  additionalData: <S extends { metaData: { buildInfo: Record<string, unknown> } } & Parameters<typeof attributeSharedChunks>[0]>(options: {
    stats: S;
    compilation: Parameters<typeof chunkGroupGraph>[0];
  }) => S;
};
export function hubDefines(build: HubBuild): Record<string, string>;
