#!/usr/bin/env node
// pnpm naturverse <command> …: deploy a hub or the shell to a deploy root, with a ledger,
// rollback and canary (scripts/deploy/), and generate the nginx configuration that serves it.
// Exit codes for CI (deploy/cli-errors.mjs): 0 done (or nothing to do), 2 a check failed, 3 a
// conflict (a version republished with other bytes, a canary in the way, another deploy holding
// the lock), 4 nothing to act on (no previous version, no canary), 64 bad input (one line saying
// what to do, checked before anything is touched), 1 anything else — never Node's stack.
import { resolve } from 'node:path';
import { deployHub, endCanary, rollbackHub } from './deploy/hub-commands.mjs';
import { deployShell, rollbackShell } from './deploy/shell-commands.mjs';
import { history, status } from './deploy/report-commands.mjs';
import { writeNginxConfig } from './deploy/nginx.mjs';
import { whoFrom } from './deploy/ledger.mjs';
import { checkBuild, checkPart, checkRoot, checkShare, checkVersion, failureOf, parseCommandLine, usage } from './deploy/cli-errors.mjs';
import { healthGate, healthLines } from './health/promote-gate.mjs';

const USAGE = `Usage: pnpm naturverse <command> [options] --to <deploy root>
  deploy <hub|shell> [--from <dist>] [--version v (shell)] [--base-url <url>]
  rollback <hub|shell> [--version v]       to the previous version in the history, or the one named
  canary <hub> <version> --share <1-99> [--from <dist>]
  promote <hub> [--force] | abort <hub>   promote asks the canary gate (NATURVERSE_HEALTH_DB_URL) first
  health <hub>                             each version's load failures and vitals from families' reports
  status | history [hub]
  nginx --listen <port> [--address 127.0.0.1] [--server-name n] [--https --cert f --key f --https-listen p]
        [--hub-origin o]… [--access-log file] [--out file]
Every command: --to <root> (or NATURVERSE_DEPLOY_ROOT), --dry-run, --who <name>, --why <text>.`;
const OPTIONS = {
  to: { type: 'string' },
  from: { type: 'string' },
  version: { type: 'string' },
  share: { type: 'string' },
  'dry-run': { type: 'boolean' },
  who: { type: 'string' },
  why: { type: 'string' },
  'base-url': { type: 'string' },
  listen: { type: 'string' },
  'server-name': { type: 'string' },
  https: { type: 'boolean' },
  cert: { type: 'string' },
  key: { type: 'string' },
  'https-listen': { type: 'string' },
  address: { type: 'string' },
  'access-log': { type: 'string' },
  'hub-origin': { type: 'string', multiple: true },
  out: { type: 'string' },
  help: { type: 'boolean' },
  force: { type: 'boolean' },
};
const COMMANDS = ['deploy', 'rollback', 'canary', 'promote', 'abort', 'health', 'status', 'history', 'nginx'];

let positionals = [];

async function main() {
  const parsed = parseCommandLine(process.argv.slice(2), OPTIONS);
  const { values } = parsed;
  positionals = parsed.positionals;
  const [command, name, extra] = positionals;
  if (values.help || !command) return { lines: [USAGE] };
  // every bad input is answered here, before the deploy root is read or written
  if (!COMMANDS.includes(command)) throw usage(`unknown command "${command}"`, `use one of ${COMMANDS.join(', ')} (pnpm naturverse --help)`);
  if (command === 'health') return healthLines(checkPart(name, 'health of'), process.env.NATURVERSE_HEALTH_DB_URL);
  const root = resolve(checkRoot(values.to ?? process.env.NATURVERSE_DEPLOY_ROOT));
  const common = { root, dryRun: Boolean(values['dry-run']), who: whoFrom(values.who), why: values.why, baseUrl: values['base-url'] ?? '' };
  const version = values.version === undefined ? undefined : checkVersion(values.version, '--version');
  const fromFor = (part) => (values.from === undefined ? undefined : checkBuild(resolve(values.from), part));
  switch (command) {
    case 'deploy':
      checkPart(name, 'deploy', { shell: true });
      return name === 'shell' ? deployShell({ ...common, from: fromFor('shell'), version }) : deployHub({ ...common, hub: name, from: fromFor(name) });
    case 'rollback':
      checkPart(name, 'roll back', { shell: true });
      return name === 'shell' ? rollbackShell({ ...common, to: version }) : rollbackHub({ ...common, hub: name, to: version });
    case 'canary': {
      checkPart(name, 'canary of');
      if (!extra) throw usage(`canary ${name}: which version?`, `give it, e.g. canary ${name} 1.3.0 --share 10`);
      checkVersion(extra, 'canary version');
      const share = checkShare(values.share);
      return deployHub({ ...common, hub: name, version: extra, share, canary: true, from: fromFor(name) });
    }
    case 'promote':
    case 'abort':
      checkPart(name, command);
      return endCanary({
        ...common,
        hub: name,
        promote: command === 'promote',
        gate: values.force ? undefined : healthGate(process.env.NATURVERSE_HEALTH_DB_URL),
      });
    case 'status':
      return status(common);
    case 'history':
      return history({ ...common, hub: name === undefined ? undefined : checkPart(name, 'history of') });
    default: // nginx
      return writeNginxConfig({ ...common, values });
  }
}

try {
  const started = Date.now();
  const { lines } = await main();
  for (const line of lines) console.log(line);
  if (positionals[0] && !['status', 'history'].includes(positionals[0])) console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  const { text, code } = failureOf(error, { debug: Boolean(process.env.NATURVERSE_DEBUG) });
  console.error(`naturverse${positionals.length ? ` ${positionals.join(' ')}` : ''}: ${text}`);
  process.exit(code);
}
