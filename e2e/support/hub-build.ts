/**
 * Build a variant of one hub for a test (another version, a deliberately mismatched
 * fixture) with the remote preset's environment knobs (packages/config/build-env.mjs),
 * into a folder of its own: the hub's real dist and the shell are never touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PARTS } from '../../scripts/lib/parts.mjs';

export interface HubVariant {
  /** NATURVERSE_HUB_VERSION */
  version?: string;
  /** NATURVERSE_BUILD_ID */
  buildId?: string;
  /** NATURVERSE_REQUIRE_SHARED, e.g. "@naturverse/ui@^9.0.0" */
  requireShared?: string;
}

/** Builds hub `name` as `variant` into a fresh folder named `label`; returns that folder. */
export function buildHubVariant(name: string, label: string, variant: HubVariant): string {
  const part = PARTS.find((p) => p.name === name);
  if (!part) throw new Error(`unknown hub ${name}`);
  const root = join(tmpdir(), `naturverse-e2e-${process.env.E2E_PORT_OFFSET ?? 100}`);
  mkdirSync(root, { recursive: true });
  const outDir = join(root, `${name}-${label}-${process.pid}`);
  const env: Record<string, string> = { ...(process.env as Record<string, string>), NATURVERSE_OUT_DIR: outDir };
  if (variant.version) env.NATURVERSE_HUB_VERSION = variant.version;
  if (variant.buildId) env.NATURVERSE_BUILD_ID = variant.buildId;
  if (variant.requireShared) env.NATURVERSE_REQUIRE_SHARED = variant.requireShared;
  execFileSync('pnpm', ['exec', 'rsbuild', 'build'], { cwd: part.dir, env, stdio: 'pipe', timeout: 180_000 });
  if (!existsSync(join(outDir, 'mf-manifest.json'))) throw new Error(`building ${name} (${label}) wrote no manifest in ${outDir}`);
  return outDir;
}
