// The measuring builds the trace row counts React commits on: the shell and the floor app built
// with React's profiling build (@naturverse/build-preset's reactProfiling: a <Profiler> marks each
// commit), served beside the production site on ports of their own. The shell's measuring build
// goes to shell/.profiling/dist (NATURVERSE_OUT_DIR), never over the production dist; the hubs
// are the production ones (they render inside the shell's React), served again under the
// measuring shell's offset so they answer its origin.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS } from '@naturverse/site/federation';
import { ROOT, serveAll } from '@naturverse/site/serve';
import { createStaticServer } from '@naturverse/serving/static-server';
import { REACT_PROFILING_ENV } from '@naturverse/build-preset/rsbuild';
import { buildFloor } from './floor.mjs';

/** The shell's measuring build, relative to shell/ (gitignored: a dist/ folder). */
export const SHELL_PROFILING_OUT_DIR = '.profiling/dist';

/** Builds (unless `skipBuild` and it is there) and serves the measuring builds; `offset` as the site's. */
export async function startProfilingSite({ offset, skipBuild = false, log = () => {} }) {
  const shellDist = join(ROOT, 'shell', SHELL_PROFILING_OUT_DIR);
  if (!skipBuild || !existsSync(join(shellDist, 'index.html'))) {
    log("building the shell's measuring build (React's profiling build)…");
    const res = spawnSync('pnpm', ['--filter', './shell', 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, [REACT_PROFILING_ENV]: '1', NATURVERSE_OUT_DIR: SHELL_PROFILING_OUT_DIR },
    });
    if (res.status !== 0) throw new Error("the shell's measuring build failed");
  }
  const floor = await buildFloor({ profiling: true });
  const site = await serveAll({ offset, candidates: { shell: shellDist } });
  const floorPort = PORTS.shell + offset + 50;
  const floorServer = createStaticServer({ root: floor.dist.replace(/\/$/, ''), port: floorPort });
  await floorServer.listen();
  return {
    base: site.url,
    floorUrl: `http://localhost:${floorPort}`,
    close: () => Promise.all([site.close(), floorServer.close()]),
  };
}
