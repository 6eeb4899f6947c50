/**
 * A real npm registry on loopback for the hub-team journey: Verdaccio (a devDependency of the
 * repository, pinned by its lockfile), with its storage, password file and configuration in a temp
 * folder of its own, so every run starts from an empty registry and leaves nothing behind.
 *
 * Only the @naturverse scope lives here and it has no uplink: a package the journey did not
 * publish is a 404, never a copy fetched from somewhere else. Everything else a team installs
 * comes from the usual registry, because the team folder's .npmrc maps only the scope.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalRegistry {
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** An npm user config (userconfig) holding the publisher's token for this registry only. */
  publisherConfig: string;
  stop(): Promise<void>;
}

const PUBLISHER = { name: 'journey-publisher', password: 'journey-only-password' };

function configYaml(storage: string, htpasswd: string): string {
  return [
    `storage: ${storage}`,
    'auth:',
    '  htpasswd:',
    `    file: ${htpasswd}`,
    'uplinks: {}',
    'packages:',
    "  '@naturverse/*':",
    '    access: $all',
    '    publish: $authenticated',
    "  '**':",
    '    access: $all',
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n');
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`Verdaccio exited before answering:\n${output()}`);
    const answered = await fetch(new URL('-/ping', url)).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Verdaccio did not answer ${url}-/ping within 30 s:\n${output()}`);
}

/** A user for the publisher: Verdaccio's htpasswd plugin signs one up and answers with its token. */
async function publisherToken(url: string): Promise<string> {
  const response = await fetch(new URL(`-/user/org.couchdb.user:${PUBLISHER.name}`, url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PUBLISHER),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token) throw new Error(`Verdaccio refused the publisher's sign-up: ${response.status} ${body.error ?? ''}`);
  return body.token;
}

export async function startLocalRegistry(port: number): Promise<LocalRegistry> {
  const dir = await mkdtemp(join(tmpdir(), 'nv-registry-'));
  const config = join(dir, 'config.yaml');
  await writeFile(config, configYaml(join(dir, 'storage'), join(dir, 'htpasswd')));
  const bin = createRequire(import.meta.url).resolve('verdaccio/bin/verdaccio');
  const child = spawn(process.execPath, [bin, '--config', config, '--listen', `127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(url, child, () => output);
    const token = await publisherToken(url);
    const publisherConfig = join(dir, 'publisher.npmrc');
    await writeFile(publisherConfig, `//127.0.0.1:${port}/:_authToken=${token}\n`);
    return { url, publisherConfig, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The integrity of every version of `names` the registry serves, as the lockfile rule asks for it. */
export async function servedIntegrity(registry: LocalRegistry, names: string[]): Promise<(name: string, version: string) => string | undefined> {
  const table = new Map<string, string>();
  for (const name of names) {
    const response = await fetch(new URL(name.replace('/', '%2f'), registry.url));
    if (!response.ok) continue; // a name the registry does not have: every lookup of it is undefined
    const packument = (await response.json()) as { versions: Record<string, { dist: { integrity: string } }> };
    for (const [version, { dist }] of Object.entries(packument.versions)) table.set(`${name}@${version}`, dist.integrity);
  }
  return (name, version) => table.get(`${name}@${version}`);
}
