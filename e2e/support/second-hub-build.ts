/**
 * A second, real production build of one hub (issue 14 item 6: "override a hub to its v2
 * build"), made from the same source with another version and build id, written to a
 * temporary folder and served on a spare port exactly as a second deployment would be
 * (the repo's static server, CORS for the shell's origins only). Nothing is edited by hand:
 * the version and build id reach the manifest's buildInfo through the build's own knobs.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { ROOT, shellOrigins } from '../../scripts/lib/parts.mjs';

const run = promisify(execFile);
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);

export interface SecondBuild {
  manifestUrl: string;
  origin: string;
  version: string;
  buildId: string;
  stop(): Promise<void>;
}

/** Build `hub` again as `version`/`buildId` and serve it on `port` until stop(). */
export async function serveSecondBuild(hub: string, port: number, version: string, buildId: string): Promise<SecondBuild> {
  const outDir = await mkdtemp(join(tmpdir(), `naturverse-${hub}-${buildId}-`));
  const env = {
    ...process.env,
    // the build preset's knobs (packages/config/build-env.mjs) …
    NATURVERSE_HUB_VERSION: version,
    NATURVERSE_BUILD_ID: buildId,
    NATURVERSE_OUT_DIR: outDir,
    // … and Module Federation's own, which writes buildInfo.buildVersion either way
    MF_BUILD_VERSION: version,
  };
  await run('pnpm', ['exec', 'rsbuild', 'build', '--dist-path', outDir], { cwd: join(ROOT, 'remotes', hub), env, maxBuffer: 16 * 1024 * 1024 });
  const server = createStaticServer({ root: outDir, port, allowOrigins: shellOrigins(OFFSET) });
  await server.listen();
  const origin = `http://localhost:${port}`;
  return {
    manifestUrl: `${origin}/mf-manifest.json`,
    origin,
    version,
    buildId,
    async stop() {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
