// The flags both commands share (naturverse-shell, naturverse dev), read with Node's own
// parseArgs; anything it refuses, and any value that makes no sense, is one line of UsageError.
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { OtherHubsSource } from './other-hubs.js';
import { UsageError } from './usage-error.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The environment flags: where the other hubs come from, and the shell's port. */
export const ENVIRONMENT_FLAGS = {
  root: { type: 'string' },
  site: { type: 'string' },
  port: { type: 'string' },
  title: { type: 'string' },
  prefix: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} satisfies Options;

/** Every flag either command takes (each command passes the options it knows). */
export interface Flags {
  root?: string;
  site?: string;
  port?: string;
  title?: string;
  prefix?: string[];
  help?: boolean;
  hub?: string[];
  'hub-port'?: string;
}

/** `argv` parsed against `options`; no positional arguments are taken. */
export function parseFlags(argv: string[], options: Options): Flags {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Flags;
  } catch (error) {
    // Node's messages run over sentences and lines ("Unknown option '--x'. To specify a positional …"):
    // the first sentence is the fault
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${message.split(/\.(?:\s|$)/)[0]} (see --help)`);
  }
}

/** --root and --site: at most one. */
export function othersFrom(values: { root?: string; site?: string }): OtherHubsSource | undefined {
  if (values.root !== undefined && values.site !== undefined) throw new UsageError('give --root or --site, not both: the other hubs come from one environment');
  if (values.root !== undefined) return { root: resolve(values.root) };
  if (values.site !== undefined) return { site: values.site };
  return undefined;
}

/** A port flag: a whole number from 0 (any free port) to 65535. */
export function portFrom(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`${flag} ${text} is not a port (a whole number from 0 to 65535)`);
  return port;
}
