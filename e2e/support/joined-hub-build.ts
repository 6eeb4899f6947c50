/**
 * A hub this repository does not have — "Birds", as a team outside would make it — built for
 * real with the hub build preset, for the deploy that adds a hub to a site.
 * Its source is a throwaway folder in the build cache, its files written here (one route, an h1
 * and the hub's version line), its dependencies the Navatar hub's installed ones (a link: the
 * same packages a team installs). The build is cached per source like hub-build.ts's.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '@naturverse/site/serve';
import { BUILD_CACHE, type HubBuild } from './hub-build';

const run = promisify(execFile);
const STAMP = '.naturverse-build.json';
/** The hub whose installed dependencies the new hub uses (a hub team's are the same published packages). */
const DEPENDENCIES_OF = join(ROOT, 'remotes', 'navatar');

/** A hub a team outside makes: its name, title, one route prefix and the heading of its page. */
export interface JoinedHub {
  name: string;
  title: string;
  prefix: string;
  heading: string;
}

export const JOINED_HUB: JoinedHub = { name: 'birds', title: 'Birds', prefix: '/birds', heading: 'Birds of the Naturverse' };

const filesOf = (hub: JoinedHub): Record<string, string> => ({
  'rsbuild.config.ts': `import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/build-preset/rsbuild';

export default defineRemoteConfig({ name: '${hub.name}', title: '${hub.title}', prefixes: ['${hub.prefix}'], dir: fileURLToPath(new URL('.', import.meta.url)) });
`,
  'src/routes.tsx': `import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { HubVersion } from '@naturverse/ui/hub-version';

export default function BirdsRoutes() {
  return (
    <>
      <Routes>
        <Route path="${hub.prefix}" element={<h1>${hub.heading}</h1>} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <HubVersion hub="${hub.title}" version={__NATURVERSE_HUB_VERSION__} />
    </>
  );
}
`,
  'src/bootstrap.tsx': `import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@naturverse/ui';
import '@naturverse/ui/styles.css';
import HubRoutes from './routes';

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneHost hubTitle="${hub.title}" homePath="${hub.prefix}"><HubRoutes /></StandaloneHost>);
`,
});

/** Build the hub (Birds unless another is named) as `version` (cached: the same files, dependencies and lockfile reuse the build). */
export async function buildJoinedHub(version = '1.0.0', hub: JoinedHub = JOINED_HUB): Promise<HubBuild> {
  const manifest = JSON.parse(await readFile(join(DEPENDENCIES_OF, 'package.json'), 'utf8')) as Record<string, unknown>;
  const files = { ...filesOf(hub), 'package.json': `${JSON.stringify({ ...manifest, name: `@birds-team/${hub.name}` }, null, 2)}\n` };
  const key = createHash('sha256')
    .update(JSON.stringify({ files, version }))
    .update(await readFile(join(ROOT, 'pnpm-lock.yaml')))
    .digest('hex');
  const outDir = join(BUILD_CACHE, `${hub.name}-${version}`);
  if (existsSync(join(outDir, STAMP)) && JSON.parse(await readFile(join(outDir, STAMP), 'utf8')).key === key)
    return { hub: hub.name, version, buildId: `e2e-${version}`, outDir };

  const work = join(BUILD_CACHE, `${hub.name}-source-${process.pid}-${Date.now()}`);
  const building = `${outDir}.building-${process.pid}-${Date.now()}`;
  try {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(join(work, file, '..'), { recursive: true });
      await writeFile(join(work, file), text);
    }
    await symlink(join(DEPENDENCIES_OF, 'node_modules'), join(work, 'node_modules'), 'dir');
    await run(join(DEPENDENCIES_OF, 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd: work,
      // Vitest or Playwright may set NODE_ENV=test, which a production build must not inherit
      env: { ...process.env, NODE_ENV: 'production', NATURVERSE_HUB_VERSION: version, NATURVERSE_BUILD_ID: `e2e-${version}`, NATURVERSE_OUT_DIR: building },
      maxBuffer: 16 * 1024 * 1024,
    });
    if (!existsSync(join(building, 'mf-manifest.json'))) throw new Error(`building ${hub.name} ${version} wrote no manifest`);
    await writeFile(join(building, STAMP), JSON.stringify({ hub: hub.name, version, key }));
    await rm(outDir, { recursive: true, force: true });
    await rename(building, outDir).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error; // another worker's, the same build
    });
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(building, { recursive: true, force: true });
  }
  return { hub: hub.name, version, buildId: `e2e-${version}`, outDir };
}
