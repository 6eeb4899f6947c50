/**
 * A second, real production build of one hub ("override a hub to its v2
 * build"), made from the same source with another version and build id (hub-build.ts, the
 * preset's own knobs: nothing is edited by hand) and served on a spare port exactly as a
 * second deployment would be (the repo's static server, CORS for the shell's origins only).
 */
import { buildHubVersion } from './hub-build';
import { hubServer } from './registry';

export interface SecondBuild {
  manifestUrl: string;
  origin: string;
  stop(): Promise<void>;
}

/** Build `hub` again as `version`/`buildId` and serve it on `port` until stop(). */
export async function serveSecondBuild(hub: string, port: number, version: string, buildId: string): Promise<SecondBuild> {
  const { outDir } = await buildHubVersion({ hub, version, buildId });
  const server = hubServer(hub, port, outDir);
  await server.start();
  return { manifestUrl: server.manifestUrl, origin: new URL(server.manifestUrl).origin, stop: server.stop };
}
