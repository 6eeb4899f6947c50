/**
 * The platform side of the journey: every publishable @naturverse package of the workspace goes
 * to the local registry with the ordinary command (`pnpm publish`, which turns the workspace's
 * `workspace:` and `catalog:` ranges into real versions, as it would for the public registry).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalRegistry } from './local-registry';

export interface Published {
  name: string;
  version: string;
  dir: string;
}

function exec(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${stdout}${stderr}`)) : resolve(stdout),
    ),
  );
}

/** The workspace's packages/* that are meant to be published (no "private"). */
export async function publishablePackages(repo: string): Promise<Published[]> {
  const out: Published[] = [];
  for (const entry of await readdir(join(repo, 'packages'), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = join(repo, 'packages', entry.name);
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { name: string; version: string; private?: boolean };
    if (!manifest.private) out.push({ name: manifest.name, version: manifest.version, dir });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

const publisherEnv = (registry: LocalRegistry): NodeJS.ProcessEnv => ({ ...process.env, npm_config_userconfig: registry.publisherConfig });

/** `pnpm publish` of each package to the local registry; returns what the registry then lists. */
export async function publishAll(repo: string, registry: LocalRegistry): Promise<Published[]> {
  const packages = await publishablePackages(repo);
  for (const pkg of packages) {
    await exec('pnpm', ['publish', '--registry', registry.url, '--no-git-checks'], pkg.dir, publisherEnv(registry));
  }
  for (const pkg of packages) {
    const response = await fetch(new URL(pkg.name.replace('/', '%2f'), registry.url));
    const listed = response.ok ? ((await response.json()) as { versions: Record<string, unknown> }) : { versions: {} };
    if (!(pkg.version in listed.versions)) throw new Error(`${pkg.name}@${pkg.version} was published but the registry does not list it`);
  }
  return packages;
}

/**
 * The same package as a new major: its published tarball with only the version changed, published
 * again — what a breaking release of @naturverse/ui looks like to a hub team's install.
 */
export async function publishAsMajor(pkg: Published, version: string, registry: LocalRegistry): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'nv-major-'));
  try {
    const tarball = (await exec('pnpm', ['pack', '--pack-destination', work], pkg.dir)).trim().split('\n').at(-1)!;
    await exec('tar', ['-xzf', tarball.startsWith('/') ? tarball : join(work, tarball), '-C', work], work);
    const manifestFile = join(work, 'package', 'package.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { version: string };
    await writeFile(manifestFile, JSON.stringify({ ...manifest, version }, null, 2));
    await exec('npm', ['publish', '--registry', registry.url, join(work, 'package')], work, publisherEnv(registry));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
