// A built shell as its build writes it, for the suites that deploy one: pages, a worker, a hashed
// chunk, the registry it ships and its facts, plus any `extra` files (a build's config.json).
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SHARED = { react: { version: '19.0.0', requiredVersion: '^19.0.0' }, '@naturverse/ui': { version: '1.0.0', requiredVersion: '^1.0.0' } };
export const zones = { name: 'zones', title: 'Zones', manifest: '/hubs/zones/1.0.0/mf-manifest.json', prefixes: ['/zones'] };

/** Write shell `version`'s build under `work` (`touch` changes its bytes) and return its folder. */
export async function shellBuild(work, version, { touch = version, extra = {} } = {}) {
  const dir = join(work, `shell-${version}`);
  const files = {
    'index.html': `<!doctype html><script src="/static/js/app.0123abcd.js"></script><!-- ${touch} -->`,
    'about/index.html': `<!doctype html><title>About ${touch}</title>`,
    'sw.js': `// worker ${touch}`,
    [`static/js/app.${createHash('md5').update(touch).digest('hex').slice(0, 8)}.js`]: `console.log(${JSON.stringify(touch)})`,
    'remotes.json': JSON.stringify({ remotes: [zones] }),
    'naturverse-shell.json': JSON.stringify({ version, shared: SHARED, registrySchema: 2 }),
    ...extra,
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}
