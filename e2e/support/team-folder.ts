/**
 * The rules that make the hub-team journey (e2e/hub-teams) a proof that a team works OUTSIDE this
 * repository: its lockfile takes every @naturverse package from the registry, and nothing in its
 * folder reaches into the repository (no symlink into it, no file naming its path).
 */
import { lstat, readdir, readFile, readlink, realpath } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Protocols that point at a folder instead of a registry (npm's, pnpm's and yarn's). */
const LOCAL_SPEC = /^(file|link|workspace|portal):/;
const SCOPE = '@naturverse/';

/** What the registry serves: the integrity of `name@version`'s tarball there, or undefined if it has no such version. */
export type RegistryIntegrity = (name: string, version: string) => string | undefined;

/**
 * Every way an npm lockfile (v3) takes a @naturverse package from anything but the registry at
 * `registryUrl`: a link, a folder, a tarball elsewhere, a spec with a local protocol, or bytes the
 * registry does not serve. npm may leave a registry tarball's address out of the lockfile
 * (`omit-lockfile-registry-resolved`, set on these machines), so each entry's integrity must be the
 * one the registry lists for that version; where an address is written it must be the registry's.
 * Empty when all is well; a lockfile without a single @naturverse package is a fault too.
 */
export function lockfileFaults(lock: { packages?: Record<string, LockEntry> }, registryUrl: string, integrityOf: RegistryIntegrity): string[] {
  const faults: string[] = [];
  let found = 0;
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (path && name.startsWith(SCOPE)) {
      found++;
      if (entry.link) faults.push(`${path} is a link to ${entry.resolved ?? 'a folder'}`);
      else if (entry.resolved !== undefined && !entry.resolved.startsWith(registryUrl))
        faults.push(`${path} resolved from ${entry.resolved}, not ${registryUrl}`);
      else if (!entry.version || !entry.integrity || entry.integrity !== integrityOf(name, entry.version)) {
        faults.push(`${path}@${entry.version ?? '?'} is not the tarball ${registryUrl} serves (integrity ${entry.integrity ?? 'missing'})`);
      }
    }
    if (!path && entry.link) faults.push(`the root is a link`);
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies'] as const) {
      for (const [dep, spec] of Object.entries(entry[field] ?? {})) {
        if (dep.startsWith(SCOPE) && LOCAL_SPEC.test(spec)) faults.push(`${path || 'package.json'} asks for ${dep}@${spec}`);
      }
    }
  }
  if (found === 0) faults.push('no @naturverse package in the lockfile');
  return faults;
}

const inside = (path: string, root: string) => path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);

/** Files whose text is read for the repository's path: everything but binaries and the big third-party trees. */
const TEXT_FILE = /\.(m?[jt]sx?|c?js|json|css|html|md|ya?ml|map|txt|d\.ts|npmrc|gitignore)$|^\.[a-z]+rc$/i;
const MAX_TEXT_BYTES = 4 * 1024 * 1024;

/**
 * Everything in `folder` that reaches into `repo`: a symlink (anywhere, node_modules too) whose
 * target lies in the repository, or a text file naming the repository's path — read in the team's
 * own files and in every installed @naturverse package (a built file with an absolute source path
 * would break on any other machine). Third-party packages are checked for symlinks only.
 */
export async function reachInFaults(folder: string, repo: string): Promise<string[]> {
  const repoReal = await realpath(repo);
  const needles = [...new Set([resolve(repo), repoReal])];
  const faults: string[] = [];
  const walk = async (dir: string, readText: boolean): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const shown = relative(folder, path);
      if (entry.isSymbolicLink()) {
        const target = resolve(dirname(path), await readlink(path));
        const real = await realpath(path).catch(() => target);
        if (needles.some((n) => inside(target, n) || inside(real, n))) faults.push(`${shown} links into the repository (${real})`);
      } else if (entry.isDirectory()) {
        // node_modules: third-party packages are walked for symlinks; the @naturverse scope is read
        const scope = dir.endsWith(`${sep}node_modules`) && entry.name === '@naturverse';
        await walk(path, scope || (readText && entry.name !== 'node_modules'));
      } else if (readText && entry.isFile() && TEXT_FILE.test(entry.name) && (await lstat(path)).size <= MAX_TEXT_BYTES) {
        const text = await readFile(path, 'utf8');
        const named = needles.find((n) => text.includes(n));
        if (named) faults.push(`${shown} names the repository's path ${named}`);
      }
    }
  };
  await walk(folder, true);
  return faults;
}

/** Why `folder` is not outside `repo` (inside it, or a node_modules/package.json above it Node or npm would find), or null. */
export async function notOutsideProblem(folder: string, repo: string): Promise<string | null> {
  const real = await realpath(folder);
  if (inside(real, await realpath(repo))) return `${folder} is inside the repository`;
  for (let dir = dirname(real); ; dir = dirname(dir)) {
    for (const name of ['node_modules', 'package.json']) {
      const found = await lstat(join(dir, name)).then(
        () => true,
        () => false,
      );
      if (found) return `${join(dir, name)} above ${folder} would be found by Node or npm`;
    }
    if (dirname(dir) === dir) return null;
  }
}
