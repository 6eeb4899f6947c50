/**
 * vitest globalSetup for the SQL suite: a throwaway PostgreSQL cluster.
 *
 * - finds Debian's PostgreSQL binaries (/usr/lib/postgresql/<ver>/bin, newest
 *   first; PG_BIN overrides); installs the `postgresql` package with apt-get
 *   when they are missing and we are root (CI: fresh machine, root);
 * - runs initdb / pg_ctl as a non-root user (`postgres` via runuser when root);
 * - the cluster lives in a fresh temp dir owned by that user and listens only
 *   on a unix socket in that dir (listen_addresses = ''), with fsync,
 *   full_page_writes and synchronous_commit off;
 * - applies tests/bootstrap.sql (as superuser supabase_admin), then
 *   migrations/*.sql in file-name order (as the non-superuser postgres role);
 * - passes the socket dir to the test files in NATURVERSE_PG_SOCKET_DIR;
 * - stops the server and removes the dir at teardown, on setup failure, and on
 *   process exit.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, appendFileSync, chownSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { COUNTS_FILE, ENV_SOCKET_DIR, ENV_STATE_DIR, PG_PORT } from './env';

const SUPABASE_DIR = resolve(import.meta.dirname, '..');
const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
const BOOTSTRAP_SQL = join(SUPABASE_DIR, 'tests', 'bootstrap.sql');

function log(msg: string): void {
  process.stdout.write(`[sql-suite] ${msg}\n`);
}

function versionDirs(): string[] {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((v) => join(base, v, 'bin'));
}

function findPgBin(): string | undefined {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const [newest] = versionDirs();
  if (newest) return newest;
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const bindir = pgConfig.status === 0 ? pgConfig.stdout.trim() : '';
  if (bindir && existsSync(join(bindir, 'initdb'))) return bindir;
  return undefined;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function ensurePgBin(): string {
  const found = findPgBin();
  if (found) return found;
  if (!isRoot) {
    throw new Error(
      'PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin and PG_BIN). ' + 'Install them: sudo apt-get install -y postgresql',
    );
  }
  log('PostgreSQL not found: apt-get install -y postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  const after = findPgBin();
  if (!after) throw new Error('apt-get installed postgresql but no initdb was found under /usr/lib/postgresql');
  return after;
}

/** The OS user that owns and runs the cluster (initdb refuses to run as root). */
function clusterUser(): { name: string; uid: number; gid: number } | null {
  if (!isRoot) return null;
  const name = 'postgres';
  let id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  if (id.status !== 0) {
    log(`creating system user ${name}`);
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', name], {
      stdio: 'inherit',
    });
    id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  }
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return { name, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Children still running (initdb, pg_ctl): killed if we are interrupted. */
const running = new Set<ChildProcess>();

/** Run a command as the cluster user; async so signal handlers stay responsive. */
function runAs(user: ReturnType<typeof clusterUser>, cmd: string, args: string[]): Promise<string> {
  const [file, argv] = user ? ['runuser', ['-u', user.name, '--', cmd, ...args]] : [cmd, args];
  return new Promise((resolvePromise, reject) => {
    // own process group, so an interrupt can kill runuser and what it started
    const child = spawn(file, argv as string[], { cwd: '/', stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) => {
      running.delete(child);
      reject(e);
    });
    child.on('close', (code) => {
      running.delete(child);
      if (code === 0) resolvePromise(out);
      else reject(new Error(`${cmd} failed (exit ${code}): ${err || out}`));
    });
  });
}

/**
 * Where the cluster dir goes: the OS temp dir, unless the cluster user cannot
 * reach it (e.g. TMPDIR under /root) or its path would make the socket path
 * too long for a unix socket (~107 bytes); then /tmp.
 */
function tempBase(user: ReturnType<typeof clusterUser>): string {
  const base = tmpdir();
  const tooLong = join(base, 'naturverse-pg-XXXXXX', `.s.PGSQL.${PG_PORT}`).length > 100;
  const reachable = !user || spawnSync('runuser', ['-u', user.name, '--', 'test', '-x', base], { cwd: '/' }).status === 0;
  return tooLong || !reachable ? '/tmp' : base;
}

async function runSqlFile(socketDir: string, user: string, file: string): Promise<void> {
  const client = new pg.Client({ host: socketDir, port: PG_PORT, user, database: 'postgres' });
  await client.connect();
  try {
    // One simple-protocol query = one implicit transaction for the whole file.
    await client.query(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`applying ${file} as ${user} failed: ${(err as Error).message}`);
  } finally {
    await client.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const bin = ensurePgBin();
  const user = clusterUser();

  const dir = mkdtempSync(join(tempBase(user), 'naturverse-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');

  let serverStarted = false;
  let cleaned = false;
  const cleanup = (): void => {
    if (cleaned) return;
    cleaned = true;
    for (const child of running) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (serverStarted) {
      const stop = user
        ? spawnSync('runuser', ['-u', user.name, '--', join(bin, 'pg_ctl'), 'stop', '-D', dataDir, '-m', 'immediate', '-w'], { cwd: '/' })
        : spawnSync(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w'], { cwd: '/' });
      if (stop.status !== 0) log(`pg_ctl stop exited ${stop.status}`);
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  // Also on abnormal ends: process exit and Ctrl-C / kill (then re-raise).
  process.once('exit', cleanup);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(sig, () => {
      cleanup();
      if (process.listenerCount(sig) === 0) process.kill(process.pid, sig);
    });
  }

  try {
    await runAs(user, join(bin, 'initdb'), ['-D', dataDir, '-U', 'supabase_admin', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
    appendFileSync(
      join(dataDir, 'postgresql.conf'),
      [
        '',
        '# naturverse SQL suite: throwaway cluster, unix socket only, no durability',
        "listen_addresses = ''",
        `unix_socket_directories = '${dir}'`,
        `port = ${PG_PORT}`,
        'fsync = off',
        'full_page_writes = off',
        'synchronous_commit = off',
        'max_connections = 150',
        "log_min_messages = 'warning'",
        '',
      ].join('\n'),
    );
    serverStarted = true; // from here on, cleanup tries pg_ctl stop
    await runAs(user, join(bin, 'pg_ctl'), ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60']);

    await runSqlFile(dir, 'supabase_admin', BOOTSTRAP_SQL);
    const migrations = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of migrations) await runSqlFile(dir, 'postgres', join(MIGRATIONS_DIR, file));
    log(`cluster ready in ${Date.now() - started} ms (${bin}); applied bootstrap + ${migrations.length} migrations`);
  } catch (err) {
    if (existsSync(logFile)) log(`server log:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    cleanup();
    throw err;
  }

  process.env[ENV_SOCKET_DIR] = dir;
  process.env[ENV_STATE_DIR] = dir;

  return async () => {
    const countsPath = join(dir, COUNTS_FILE);
    if (existsSync(countsPath)) {
      const lines = readFileSync(countsPath, 'utf8').split('\n').filter(Boolean);
      const total = lines.reduce((n, line) => n + (JSON.parse(line) as { denied: number }).denied, 0);
      log(`cross-user attempts tested and denied: ${total}`);
    }
    cleanup();
    log(`cluster stopped and ${dir} removed`);
  };
}
