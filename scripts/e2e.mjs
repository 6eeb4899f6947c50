// `npm run test:e2e -- [--hub <name>]... [--candidate <hub>=<dist folder>]... [playwright args]`
// QA tests one hub at a time. --hub runs one hub's slice: its tagged tests and the journeys across
// hubs (`--grep "@zones|@cross"`, @naturverse/site/tags); repeat it for several hubs.
// --candidate serves that hub's candidate build (a dist folder, e.g. the hub team's branch built
// with `npm run build`) in place of this checkout's, on the hub's own port, beside the production
// shell and the other hubs: the suite (or the hub's slice) then tests shell + candidate.
// Everything else (files, --shard, --repeat-each, -g) goes to `playwright test` unchanged.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/run.mjs';
import { parseCandidates } from '@naturverse/site/serve';
import { hubGrep } from '@naturverse/site/tags';

const hubs = [];
const candidates = [];
const rest = [];
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i];
  const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
  if (flag === '--hub' || flag === '--candidate') {
    const value = inline ?? argv[++i];
    if (!value) {
      console.error(`${flag} needs a value, e.g. ${flag === '--hub' ? '--hub zones' : '--candidate zones=../zones-branch/remotes/zones/dist'}`);
      process.exit(2);
    }
    (flag === '--hub' ? hubs : candidates).push(value);
  } else rest.push(arg);
}

const env = { ...process.env };
try {
  if (hubs.length)
    rest.unshift(
      '--grep',
      hubs
        .flatMap((h) => h.split(','))
        .map((h) => hubGrep(h.trim()))
        .join('|'),
    );
  if (candidates.length) {
    parseCandidates(candidates.join(',')); // a wrong hub name or a folder without a build stops here, named
    env.E2E_CANDIDATES = candidates.join(',');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const child = spawn('pnpm', ['exec', 'playwright', 'test', ...rest], { cwd: ROOT, stdio: 'inherit', env });
child.on('close', (code) => process.exit(code ?? 1));
