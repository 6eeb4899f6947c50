// Types for build-env.mjs.
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
  additionalData: (options: { stats: { metaData: { buildInfo: Record<string, unknown> } } }) => { metaData: { buildInfo: Record<string, unknown> } };
};
export function hubDefines(build: HubBuild): Record<string, string>;
