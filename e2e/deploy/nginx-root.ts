/**
 * A deploy root of the test's own, filled by the real command (@naturverse/cli's `naturverse`
 * bin, what `pnpm naturverse` runs) and served by Debian's nginx with the configuration the command
 * generates. nginx runs as a child of the test (own prefix, pid, logs and temp files in a temp
 * folder; loopback only; `daemon off` so stopping it is stopping that one process).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, distOf } from '@naturverse/site/serve';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as installed (package.json "bin" of @naturverse/cli, linked by pnpm install). */
const BIN = join(ROOT, 'node_modules', '.bin', 'naturverse');

/** `--from <the part's dist/>`: this checkout's production build of `part` (the command reads no repository folder itself). */
export const fromDist = (part: string): string[] => ['--from', distOf(part)];

/** `pnpm naturverse …` as a pipeline runs it: its exit code and what it printed. */
export function naturverse(args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(BIN, args, { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The command, which must succeed: its output (a failure throws with everything it said). */
export async function mustRun(args: string[], env: Record<string, string> = {}): Promise<string> {
  const result = await naturverse(args, env);
  if (result.code !== 0) throw new Error(`naturverse ${args.join(' ')} exited ${result.code}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

function waitForPort(host: string, port: number, deadlineMs = 15_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, host);
      socket.once('connect', () => (socket.end(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > deadlineMs) reject(new Error(`nginx did not listen on ${host}:${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export interface NginxServer {
  /** Paths requested since the start or the last `forgetRequests` (from nginx's access log). */
  requests(): Promise<string[]>;
  /** The access log's lines since then, whole. */
  logLines(): Promise<string[]>;
  forgetRequests(): Promise<void>;
  config: string;
  stop(): Promise<void>;
}

/**
 * Generate the configuration for `root` with the command and start nginx on it.
 * @param args the generator's options (--listen, --https …)
 */
export async function startNginx(
  root: string,
  args: string[],
  waitFor: { host: string; port: number },
  /** the generator's environment (a bucket root's AWS configuration) */
  env: Record<string, string> = {},
): Promise<NginxServer> {
  const prefix = await mkdtemp(join(tmpdir(), 'nv-nginx-'));
  // nginx's workers (another user than its master) write a cache under it when it proxies
  await chmod(prefix, 0o755);
  await mkdir(join(prefix, 'tmp'));
  const conf = join(prefix, 'nginx.conf');
  const log = join(prefix, 'access.log');
  await mustRun(['nginx', '--to', root, '--out', conf, '--access-log', log, ...args], env);
  const config = await readFile(conf, 'utf8');
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([waitForPort(waitFor.host, waitFor.port), exited.then(() => Promise.reject(new Error(`nginx exited: ${errors}`)))]);
  const logLines = async () => (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  let skip = 0;
  return {
    config,
    // combined log format: … "GET /path HTTP/1.1" status …
    requests: async () => (await logLines()).slice(skip).map((line) => / "(?:GET|HEAD) (\S+) /.exec(line)?.[1] ?? line),
    logLines: async () => (await logLines()).slice(skip),
    forgetRequests: async () => void (skip = (await logLines()).length),
    async stop() {
      child.kill('SIGQUIT'); // nginx's graceful stop
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/** A fresh deploy root in a temp folder. */
export async function makeRoot(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'nv-root-'));
  // mkdtemp makes it private (0700); nginx's workers run as another user than its master
  await chmod(root, 0o755);
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** A throwaway self-signed certificate for `ip` (and localhost), made by openssl; returns the files. */
export async function throwawayCertificate(dir: string, ip: string): Promise<{ cert: string; key: string }> {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  await new Promise<void>((resolve, reject) =>
    execFile(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=naturverse-e2e',
        '-addext',
        `subjectAltName=IP:${ip},DNS:localhost`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      (error) => (error ? reject(error) : resolve()),
    ),
  );
  return { cert, key };
}
