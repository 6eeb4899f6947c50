// create-hub <name> [--title "Title"]   (`npm create @naturverse/hub <name>` runs it)
// A bad name, a bad flag or a folder that exists: one line, exit 64, nothing written.
import { StarterError, createHub } from './create-hub.js';

const USAGE = 'usage: npm create @naturverse/hub <name> [-- --title "Title"]';

/** Runs the starter in the working directory; resolves to the exit code. */
export function main(argv: string[]): number {
  const args = [...argv];
  let title: string | undefined;
  const at = args.indexOf('--title');
  if (at >= 0) {
    title = args[at + 1];
    if (title === undefined) return fail(`--title needs a value. ${USAGE}`);
    args.splice(at, 2);
  }
  const unknown = args.find((arg) => arg.startsWith('-'));
  if (unknown) return fail(`Unknown option ${unknown}. ${USAGE}`);
  if (args.length > 1) return fail(`One hub name, not ${args.length}. ${USAGE}`);
  try {
    const hub = createHub({ name: args[0], ...(title !== undefined ? { title } : {}) });
    console.log(`Created the ${hub.title} hub in ${hub.dir}
  cd ${hub.name}
  npm install
  npm run dev        # your hub inside the Naturverse shell, hot reload
  npm run ci         # typecheck, unit tests, build, e2e through the shell`);
    return 0;
  } catch (error) {
    if (error instanceof StarterError) return fail(error.message);
    throw error;
  }
}

function fail(message: string): number {
  console.error(message);
  return 64;
}
