/**
 * The hub team's terminal: commands run in a folder outside the repository with the environment a
 * team's own machine would have — none of this run's npm/pnpm settings, no PATH entry into the
 * repository (pnpm exec puts its node_modules/.bin first), CI=true as in the team's CI — and every
 * command lands in the journey's transcript with its wall time and the last line it printed.
 */
import { spawn } from 'node:child_process';
import { delimiter } from 'node:path';

/** A line without its terminal colour codes (ESC [ … m). */
const ESC = String.fromCharCode(27);
const stripColours = (line: string) =>
  line
    .split(ESC)
    .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('');

export interface Ran {
  code: number;
  output: string;
  lastLine: string;
}

export interface TranscriptLine {
  cwd: string;
  command: string;
  seconds: number;
  code: number;
  lastLine: string;
}

/** The environment of a team's machine, derived from this process's without anything of the repository. */
export function teamEnvironment(repo: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|PNPM_|INIT_CWD$|NODE_PATH$|NODE_OPTIONS$|PLAYWRIGHT_|TEST_|E2E_)/i.test(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir && !dir.startsWith(repo))
    .join(delimiter);
  return { ...env, CI: 'true', ...extra };
}

export class TeamShell {
  readonly transcript: TranscriptLine[] = [];

  constructor(
    private readonly home: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Run `command args…` in `cwd` (relative to the team's folder); resolves whatever the exit code. */
  run(cwd: string, command: string, args: string[], timeoutMs = 300_000): Promise<Ran> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd: `${this.home}/${cwd}`.replace(/\/\.?$/, ''), env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      child.stderr.on('data', (chunk) => (output += String(chunk)));
      const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
      child.once('error', (error) => (clearTimeout(timer), reject(error)));
      child.once('close', (code) => {
        clearTimeout(timer);
        const lines = output
          .split('\n')
          .map((l) => stripColours(l).trimEnd())
          .filter(Boolean);
        const lastLine = lines.at(-1) ?? '';
        const result = { code: code ?? 1, output, lastLine };
        this.transcript.push({ cwd, command: [command, ...args].join(' '), seconds: (Date.now() - started) / 1000, code: result.code, lastLine });
        resolve(result);
      });
    });
  }

  /** Run a command that must succeed; a failure throws with everything it printed. */
  async must(cwd: string, command: string, args: string[], timeoutMs?: number): Promise<Ran> {
    const ran = await this.run(cwd, command, args, timeoutMs);
    if (ran.code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${ran.code}:\n${ran.output.slice(-6000)}`);
    return ran;
  }

  /** The transcript as Markdown lines: `$ command` (cwd, seconds) → last line. */
  markdown(): string {
    return this.transcript
      .map((t) => `- \`${t.cwd}$ ${t.command}\` — ${t.seconds.toFixed(1)} s, exit ${t.code}\n  > ${t.lastLine.replaceAll(this.home, '<team>')}`)
      .join('\n');
  }
}
