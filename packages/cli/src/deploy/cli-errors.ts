// How `naturverse` answers bad input: one line saying what is wrong and
// what to do, and an exit code CI can act on — never Node's stack. The checks here run before
// a command touches the deploy root, so bad input changes nothing.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { hubNameFault, hubVersionFault } from '@naturverse/contracts/hub-identity';
import { DeployError } from './deploy-error.js';
import { isBucketUrl, parseS3Root } from '../store/roots.js';

/**
 * The exit codes, as the README documents them: 0 done (or nothing to do), 1 anything
 * unexpected, 2 a check refused the change, 3 a conflict, 4 nothing to act on, 5 the deploy
 * root's object store did not answer (nothing live changed: run again), 6 an object at the
 * root cannot be read (named; nothing written), 64 bad input
 * (EX_USAGE, sysexits.h).
 */
export const EXIT = { failed: 1, check: 2, conflict: 3, missing: 4, unavailable: 5, damaged: 6, usage: 64 } as const;

const HELP = 'run "naturverse --help" for every command and option';

/** Bad input: `problem`, then what to do about it. */
export const usage = (problem: string, todo = HELP): DeployError => new DeployError('usage', `${problem}: ${todo}`);

/** The command line, parsed; an unknown option or a missing value is a usage error naming it. */
export function parseCommandLine(args: string[], options: NonNullable<ParseArgsConfig['options']>): { values: Record<string, unknown>; positionals: string[] } {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (caught) {
    const error = caught as (Error & { code?: string }) | undefined;
    const option = /'(-[^' ]+)/.exec(String(error?.message))?.[1] ?? 'an option';
    if (error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw usage(`unknown option ${option}`);
    if (error?.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw /does not take/.test(error.message)
        ? usage(`${option} takes no value`, `write ${option} alone`)
        : usage(`${option} needs a value`, `give it one, e.g. ${option} <value>`);
    throw usage(String(error?.message ?? error));
  }
}

/**
 * A part by name: a hub (any name a registry can hold: which hubs exist is the deploy root's
 * registry's to say, checked by each command), or the shell where the command takes it.
 */
export function checkPart(name: string | undefined, command: string, { shell = false } = {}): string {
  const what = shell ? 'part' : 'hub';
  const example = shell ? 'a hub such as zones, or shell' : 'a hub such as zones';
  if (!name) throw usage(`${command} which ${what}?`, `name ${example}`);
  const fault = shell && name === 'shell' ? null : hubNameFault(name);
  if (fault) throw usage(`"${name}" is not a hub name`, fault);
  return name;
}

/**
 * The deploy root: given (--to or NATURVERSE_DEPLOY_ROOT), a well-formed s3://<bucket>/<prefix>,
 * or a folder if it exists (a new one is made by the first deploy).
 */
export function checkRoot(root: string | undefined, option = '--to'): string {
  if (!root)
    throw usage(
      `${option} <deploy root> is required`,
      `give the folder the site is served from or s3://<bucket>/<prefix>${option === '--to' ? ', or set NATURVERSE_DEPLOY_ROOT' : ''}`,
    );
  if (isBucketUrl(root)) return parseS3Root(root).url;
  if (existsSync(root) && !statSync(root).isDirectory()) throw usage(`${option} ${root} is a file`, 'give the folder the site is served from');
  return resolve(root);
}

/** --endpoint: an http(s) URL of an S3-compatible store. */
export function checkEndpoint(endpoint: string): string {
  let url: URL | null = null;
  try {
    url = new URL(endpoint);
  } catch {
    // named below
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw usage(`--endpoint ${endpoint} is not a URL`, "give the store's S3 endpoint, e.g. https://s3.example.com");
  return endpoint;
}

export function checkVersion(version: string, where: string): string {
  if (hubVersionFault(version)) throw usage(`${where} "${version}" is not a version`, 'give one like 1.2.3 (or 1.2.3-rc.1)');
  return version;
}

export function checkShare(text: string | undefined): number {
  const share = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || share < 1 || share > 99)
    throw usage(`--share ${text ?? '(none)'} is not a share`, 'give a whole percent from 1 to 99');
  return share;
}

/** --from: a folder holding a production build of `part` (a hub's mf-manifest.json, the shell's index.html). */
export function checkBuild(from: string, part: string): string {
  const marker = part === 'shell' ? 'index.html' : 'mf-manifest.json';
  const dist = part === 'shell' ? "the shell's" : `${part}'s`;
  if (!existsSync(from) || !statSync(from).isDirectory()) throw usage(`--from ${from} is not a folder`, `give ${dist} build folder (its dist/)`);
  if (!existsSync(join(from, marker))) throw usage(`--from ${from} holds no ${part} build (no ${marker})`, `build it and give ${dist} dist/`);
  return from;
}

/** What to print and the exit code for a failed command: DeployError by its kind; anything else is unexpected (1), its stack only under NATURVERSE_DEBUG. */
export function failureOf(error: unknown, { debug = false } = {}): { text: string; code: number } {
  if (error instanceof DeployError) return { text: error.message, code: EXIT[error.kind] ?? EXIT.failed };
  const message = error instanceof Error ? error.message : String(error);
  return { text: debug && error instanceof Error ? String(error.stack) : `${message} (set NATURVERSE_DEBUG=1 for where it happened)`, code: EXIT.failed };
}
