#!/usr/bin/env node
// pnpm naturverse <command> …: deploy a hub or the shell to a deploy root, with a ledger,
// rollback and canary (scripts/deploy/), and generate the nginx configuration that serves it.
// Exit codes for CI: 0 done (or nothing to do), 2 a check failed, 3 a conflict (a version
// republished with other bytes, a canary in the way, another deploy holding the lock),
// 4 nothing to act on (no previous version, no canary), 64 a usage error, 1 anything else.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { deployHub, endCanary, rollbackHub } from './deploy/hub-commands.mjs';
import { deployShell, rollbackShell } from './deploy/shell-commands.mjs';
import { history, status } from './deploy/report-commands.mjs';
import { writeNginxConfig } from './deploy/nginx.mjs';
import { DeployError, whoFrom } from './deploy/ledger.mjs';
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
const EXIT = { check: 2, conflict: 3, missing: 4, usage: 64 };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
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
  },
});

const usage = (message) => new DeployError('usage', `${message}\n${USAGE}`);

async function main() {
  const [command, name, extra] = positionals;
  if (values.help || !command) return { lines: [USAGE] };
  if (command === 'health') {
    if (!name) throw usage('health of which hub?');
    return healthLines(name, process.env.NATURVERSE_HEALTH_DB_URL);
  }
  const rootArg = values.to ?? process.env.NATURVERSE_DEPLOY_ROOT;
  if (!rootArg) throw usage('--to <deploy root> is required');
  const common = { root: resolve(rootArg), dryRun: Boolean(values['dry-run']), who: whoFrom(values.who), why: values.why, baseUrl: values['base-url'] ?? '' };
  const from = values.from ? resolve(values.from) : undefined;
  switch (command) {
    case 'deploy':
      if (!name) throw usage('deploy which part?');
      return name === 'shell' ? deployShell({ ...common, from, version: values.version }) : deployHub({ ...common, hub: name, from });
    case 'rollback':
      if (!name) throw usage('roll back which part?');
      return name === 'shell' ? rollbackShell({ ...common, to: values.version }) : rollbackHub({ ...common, hub: name, to: values.version });
    case 'canary': {
      const share = Number(values.share);
      if (!name || !extra) throw usage('canary <hub> <version> --share <percent>');
      if (!Number.isInteger(share) || share < 1 || share > 99) throw usage('--share must be a whole percent from 1 to 99');
      return deployHub({ ...common, hub: name, version: extra, share, canary: true, from });
    }
    case 'promote':
    case 'abort':
      if (!name) throw usage(`${command} which hub?`);
      return endCanary({
        ...common,
        hub: name,
        promote: command === 'promote',
        gate: values.force ? undefined : healthGate(process.env.NATURVERSE_HEALTH_DB_URL),
      });
    case 'status':
      return status(common);
    case 'history':
      return history({ ...common, hub: name });
    case 'nginx':
      return writeNginxConfig({ ...common, values });
    default:
      throw usage(`unknown command "${command}"`);
  }
}

try {
  const started = Date.now();
  const { lines } = await main();
  for (const line of lines) console.log(line);
  if (positionals[0] && !['status', 'history'].includes(positionals[0])) console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (error instanceof DeployError) {
    console.error(`naturverse ${positionals.join(' ')}: ${error.message}`);
    process.exit(EXIT[error.kind] ?? 1);
  }
  console.error(error);
  process.exit(1);
}
