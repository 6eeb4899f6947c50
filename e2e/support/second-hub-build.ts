/**
 * A second, real production build of one hub (issue 14 item 6: "override a hub to its v2
 * build"), made from the same source with another version and build id (hub-build.ts, the
 * preset's own knobs: nothing is edited by hand) and served on a spare port exactly as a
 * second deployment would be (the repo's static server, CORS for the shell's origins only).
 */
import { rm } from 'node:fs/promises';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { shellOrigins } from '../../scripts/lib/parts.mjs';
import { buildHubVariant } from './hub-build';

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);

export interface SecondBuild {
  manifestUrl: string;
  origin: string;
  stop(): Promise<void>;
}

/** Build `hub` again as `version`/`buildId` and serve it on `port` until stop(). */
export async function serveSecondBuild(hub: string, port: number, version: string, buildId: string): Promise<SecondBuild> {
  const outDir = buildHubVariant(hub, `second-${port}`, { version, buildId });
  const server = createStaticServer({ root: outDir, port, allowOrigins: shellOrigins(OFFSET) });
  await server.listen();
  const origin = `http://localhost:${port}`;
  return {
    manifestUrl: `${origin}/mf-manifest.json`,
    origin,
    async stop() {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
