#!/usr/bin/env node
// The `naturverse` command (package.json "bin"): runs one command, prints its lines, exits with
// its code (main.ts says which). Bad input is one line on stderr, never a stack.
import { runDevCommand } from './dev.js';
import { failureOf } from './deploy/cli-errors.js';
import { parseArguments, runCommand } from './main.js';

const argv = process.argv.slice(2);
const started = Date.now();
let positionals: string[] = []; // the command's words, once the line parsed
try {
  if (argv[0] === 'dev') {
    process.exitCode = await runDevCommand(argv.slice(1));
  } else {
    const parsed = parseArguments(argv);
    positionals = parsed.positionals;
    const { lines } = await runCommand(positionals, parsed.values);
    for (const line of lines) console.log(line);
    if (positionals[0] && !['status', 'history'].includes(positionals[0])) console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  const { text, code } = failureOf(error, { debug: Boolean(process.env.NATURVERSE_DEBUG) });
  // the command's words before the line (the dev command's message stands alone)
  console.error(argv[0] === 'dev' ? text : `naturverse${positionals.length ? ` ${positionals.join(' ')}` : ''}: ${text}`);
  process.exit(code);
}
