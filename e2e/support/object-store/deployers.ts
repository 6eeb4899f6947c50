/**
 * What the object-store proofs run: the real `naturverse` command as separate processes (as CI
 * runners would), hub builds to deploy, and a look at the bucket from outside the command.
 *
 * A hub copy is this checkout's production build of a hub (passing every deploy check: budgets,
 * the skew rule against the live shell) under another name and/or version — its manifest and
 * identity file say so — and, when asked, with one file's bytes changed: the cheapest honest
 * "another hub" and "the same version with other bytes" there is. It is never loaded in a
 * browser (its code still calls itself by the original name), only deployed.
 */
import { spawn } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ROOT, distOf } from '@naturverse/site/serve';
import type { CephCluster } from './ceph';

const BIN = join(ROOT, 'node_modules', '.bin', 'naturverse');

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface Running {
  pid: number;
  /** resolves once the command has printed `text` on stderr */
  printed(text: string): Promise<void>;
  signal(signal: NodeJS.Signals): void;
  done: Promise<Run>;
}

/** Where the commands run: a Ceph cluster (its AWS variables), or `FOLDER_ROOTS` for roots that are folders. */
export type Place = Pick<CephCluster, 'env'>;
export const FOLDER_ROOTS: Place = { env: {} };

/** `naturverse …` as its own process, with the gateway's AWS variables and `env`. */
export function start(ceph: Place, args: string[], env: Record<string, string> = {}): Running {
  const started = Date.now();
  const child = spawn(BIN, args, { cwd: ROOT, env: { ...process.env, ...ceph.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const waiting: Array<{ text: string; resolve: () => void }> = [];
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    for (const w of waiting.filter((w) => stderr.includes(w.text))) w.resolve();
  });
  const done = new Promise<Run>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr, ms: Date.now() - started })));
  return {
    pid: child.pid!,
    printed: (text) =>
      stderr.includes(text)
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => waiting.push({ text, resolve })),
            done.then((r) =>
              Promise.reject(new Error(`naturverse ${args.join(' ')} exited (${r.code ?? r.signal}) before printing "${text}":\n${r.stdout}${r.stderr}`)),
            ),
          ]),
    signal: (signal) => child.kill(signal),
    done,
  };
}

/** Run to the end. */
export const run = (ceph: Place, args: string[], env: Record<string, string> = {}): Promise<Run> => start(ceph, args, env).done;

/** Run to the end, which must be exit 0: its stdout. */
export async function mustRun(ceph: Place, args: string[]): Promise<string> {
  const r = await run(ceph, args);
  if (r.code !== 0) throw new Error(`naturverse ${args.join(' ')} exited ${r.code}:\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

/**
 * A copy of `from`'s build as hub `name` at `version`; `touch` appends to its remote entry (other
 * bytes); `withoutShared` drops shared packages from its manifest (a hub that needs less of the shell).
 */
export async function hubCopy({
  from,
  name,
  version,
  touch,
  withoutShared = [],
}: {
  from: string;
  name: string;
  version: string;
  touch?: string;
  withoutShared?: string[];
}): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), `nv-hub-${name}-`)), 'dist');
  await cp(distOf(from), dir, { recursive: true, dereference: true });
  const manifestFile = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
    name: string;
    metaData: { buildInfo: { buildVersion: string }; remoteEntry: { name: string } };
    shared: Array<{ name: string }>;
  };
  manifest.shared = manifest.shared.filter((s) => !withoutShared.includes(s.name));
  manifest.name = name;
  manifest.metaData.buildInfo.buildVersion = version;
  await writeFile(manifestFile, JSON.stringify(manifest));
  const title = name[0]!.toUpperCase() + name.slice(1);
  await writeFile(join(dir, 'naturverse-hub.json'), JSON.stringify({ name, title, prefixes: [`/${name}`] }));
  if (touch) await appendFile(join(dir, manifest.metaData.remoteEntry.name), `\n// ${touch}\n`);
  return dir;
}

/**
 * A copy of the shell's build as shell `version`, one unhashed page's bytes changed (`touch`): a
 * shell that goes live by other bytes; `shares` changes the versions it says it shares.
 */
export async function shellCopy({ version, touch, shares = {} }: { version: string; touch: string; shares?: Record<string, string> }): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), `nv-shell-${version}-`)), 'dist');
  await cp(distOf('shell'), dir, { recursive: true, dereference: true });
  const factsFile = join(dir, 'naturverse-shell.json');
  const facts = JSON.parse(await readFile(factsFile, 'utf8')) as { shared: Record<string, { version: string }> };
  for (const [name, at] of Object.entries(shares)) facts.shared[name] = { version: at };
  await writeFile(factsFile, JSON.stringify({ ...facts, version }));
  await appendFile(join(dir, 'about', 'index.html'), `\n<!-- ${touch} -->\n`);
  return dir;
}

/** The bucket as a client of its own sees it (not through the command). */
export function bucket(ceph: CephCluster, name: string) {
  const s3 = new S3Client({ region: ceph.region, endpoint: ceph.endpoint, forcePathStyle: true, credentials: ceph.credentials });
  return {
    async keys(prefix = ''): Promise<string[]> {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async text(key: string): Promise<string | null> {
      try {
        return (await (await s3.send(new GetObjectCommand({ Bucket: name, Key: key }))).Body?.transformToString()) ?? null;
      } catch {
        return null;
      }
    },
    close: () => s3.destroy(),
  };
}
