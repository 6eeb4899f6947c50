#!/usr/bin/env node
// naturverse-shell: the emulated site in a terminal, until Ctrl+C.
//   naturverse-shell [--hub <dist folder>]… [--title T] [--prefix /p]… [--root <deploy root> | --site <url>] [--port N]
import { resolve } from 'node:path';
import { ENVIRONMENT_FLAGS, othersFrom, parseFlags, portFrom } from './args.js';
import { serveShell } from './serve-shell.js';
import { EXIT_USAGE, UsageError } from './usage-error.js';

const HELP = `naturverse-shell: the Naturverse shell's production build around your hub, on this machine.

  naturverse-shell --hub ./dist [--root <deploy root> | --site <url>] [--port 3000]

  --hub <folder>     a hub's production build (repeat for more); it replaces the hub of the same name
  --title, --prefix  the hub's title and route prefixes (default: its dist/naturverse-hub.json)
  --root <folder>    the other hubs from a deploy root (as \`naturverse deploy\` writes it)
  --site <url>       the other hubs from a deployed site's /remotes.json
  --port <n>         the shell's port (default 3000; 0: any free port)`;

async function main(argv: string[]): Promise<number> {
  const values = parseFlags(argv, { ...ENVIRONMENT_FLAGS, hub: { type: 'string', multiple: true } });
  if (values.help) return (console.log(HELP), 0);
  const dists = values.hub ?? [];
  if ((values.title !== undefined || values.prefix) && dists.length !== 1)
    throw new UsageError('--title and --prefix describe one hub: give exactly one --hub');
  const port = portFrom(values.port, '--port', 3000);
  const site = await serveShell({
    hubs: dists.map((dist) => ({ dist: resolve(dist), title: values.title, prefixes: values.prefix })),
    others: othersFrom(values),
    port,
  });
  for (const hub of site.registry.remotes) console.log(`  ${hub.title.padEnd(14)} ${site.url}${hub.prefixes[0]}  (${hub.manifest})`);
  console.log(`\nNaturverse (emulated shell) is running: ${site.url}\nPress Ctrl+C to stop.`);
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await site.close();
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`naturverse-shell: ${error.message}`);
      process.exit(EXIT_USAGE);
    }
    console.error(error);
    process.exit(1);
  },
);
