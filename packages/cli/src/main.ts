// naturverse <command> …: deploy a hub or the shell to a deploy root, with a ledger, rollback
// and canary (deploy/), and generate the nginx configuration that serves it.
// Exit codes for CI (deploy/cli-errors.ts): 0 done (or nothing to do), 2 a check failed, 3 a
// conflict (a version republished with other bytes, a canary in the way, another deploy holding
// the lock), 4 nothing to act on (no previous version, no canary), 5 the store did not answer,
// 6 an object at the root cannot be read, 64 bad input (one line saying
// what to do, checked before anything is touched), 1 anything else — never Node's stack.
// Nothing here reads files of the repository it was developed in: builds come from --from (or
// ./dist of the working folder), everything else from the deploy root.
import { resolve } from 'node:path';
import { deployHub, endCanary, rollbackHub, type CommandResult } from './deploy/hub-commands.js';
import { deployShell, rollbackShell } from './deploy/shell-commands.js';
import { history, status } from './deploy/report-commands.js';
import { writeNginxConfig } from './deploy/nginx.js';
import { writeBucketCacheConfig } from './deploy/nginx-bucket-cache-command.js';
import { bucketPolicy } from './deploy/bucket-policy-command.js';
import { copyRoot } from './deploy/copy-command.js';
import { openStore } from './store/roots.js';
import { whoFrom } from './deploy/ledger.js';
import { checkBuild, checkEndpoint, checkPart, checkRoot, checkShare, checkVersion, parseCommandLine, usage } from './deploy/cli-errors.js';
import type { Store } from './store/store.js';
import { healthGate, healthLines } from './health/promote-gate.js';

export const USAGE = `Usage: naturverse <command> [options] --to <deploy root: a folder, or s3://<bucket>/<prefix>>
  deploy <hub|shell> [--from <dist>] [--version v (shell)] [--base-url <url>]
         a hub new to the root joins it: [--title "Birds"] [--prefix /birds]… (default: <dist>/naturverse-hub.json)
  rollback <hub|shell> [--version v]       to the previous version in the history, or the one named
  canary <hub> <version> --share <1-99> [--from <dist>]
  promote <hub> [--force] | abort <hub>   promote asks the canary gate (NATURVERSE_HEALTH_DB_URL) first
  health <hub>                             each version's load failures and vitals from families' reports
  status | history [hub]
  copy --from <root> --to <root>           a deploy root moved (folder → bucket …), revisions and history kept
  nginx --listen <port> [--address 127.0.0.1] [--server-name n] [--https --cert f --key f --https-listen p]
        [--hub-origin o]… [--access-log file] [--out file]
        [--bucket-endpoint <bucket's public endpoint> [--cache-dir d]]   a caching proxy of the root in a bucket
  bucket-policy --to s3://<bucket>/<prefix> [--apply]   anyone reads the site, only deployers .naturverse/
  dev [...]                                the hub's dev server inside the shell (needs @naturverse/shell-emulator)
Every command: --to <root> (or NATURVERSE_DEPLOY_ROOT), --dry-run, --who <name>, --why <text>; --help prints this.
A bucket root uses the standard AWS configuration (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY or
AWS_PROFILE, AWS_REGION) and, for a store that is not AWS, --endpoint <url> or AWS_ENDPOINT_URL_S3.
--from defaults to ./dist of the working folder.`;

const OPTIONS = {
  to: { type: 'string' },
  from: { type: 'string' },
  version: { type: 'string' },
  share: { type: 'string' },
  title: { type: 'string' },
  prefix: { type: 'string', multiple: true },
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
  'bucket-endpoint': { type: 'string' },
  'cache-dir': { type: 'string' },
  apply: { type: 'boolean' },
  help: { type: 'boolean' },
  force: { type: 'boolean' },
  endpoint: { type: 'string' },
} satisfies Parameters<typeof parseCommandLine>[1];

export const COMMANDS = ['deploy', 'rollback', 'canary', 'promote', 'abort', 'health', 'status', 'history', 'nginx', 'bucket-policy', 'copy', 'dev'];

/** One command line (not `dev`, which the emulator parses), run: what to print. Bad input throws a usage DeployError first. */
export async function runCommand(positionals: string[], values: CommandValues, env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  const [command, name, extra] = positionals;
  if (values.help || !command) return { lines: [USAGE] };
  // every bad input is answered here, before the deploy root is read or written
  if (!COMMANDS.includes(command)) throw usage(`unknown command "${command}"`, `use one of ${COMMANDS.join(', ')} (naturverse --help)`);
  if (command === 'health') return healthLines(checkPart(name, 'health of'), env.NATURVERSE_HEALTH_DB_URL);
  if (command === 'bucket-policy')
    return bucketPolicy({ to: values.to ?? env.NATURVERSE_DEPLOY_ROOT, apply: Boolean(values.apply), endpoint: values.endpoint, env });
  if (values.apply) throw usage('--apply applies the bucket policy', 'give it to "bucket-policy" only');
  const root = checkRoot(values.to ?? env.NATURVERSE_DEPLOY_ROOT);
  if (values.endpoint !== undefined) checkEndpoint(values.endpoint);
  if (command === 'copy') {
    const from = checkRoot(values.from, '--from');
    return withStores([from, root], values.endpoint, env, ([a, b]) => copyRoot({ from: a!, to: b!, dryRun: Boolean(values['dry-run']) }));
  }
  return withStores([root], values.endpoint, env, ([store]) => runOnStore(command, name, extra, store!, values, env));
}

/** The stores of `roots`, closed after `fn` (a bucket's connections would keep the process alive). */
async function withStores<T>(roots: string[], endpoint: string | undefined, env: NodeJS.ProcessEnv, fn: (stores: Store[]) => Promise<T>): Promise<T> {
  const stores = await Promise.all(roots.map((root) => openStore(root, { endpoint, env })));
  try {
    return await fn(stores);
  } finally {
    for (const store of stores) store.close();
  }
}

async function runOnStore(
  command: string,
  name: string | undefined,
  extra: string | undefined,
  store: Store,
  values: CommandValues,
  env: NodeJS.ProcessEnv,
): Promise<CommandResult> {
  const common = { store, dryRun: Boolean(values['dry-run']), who: whoFrom(values.who, env), why: values.why, baseUrl: values['base-url'] ?? '' };
  const version = values.version === undefined ? undefined : checkVersion(values.version, '--version');
  const fromFor = (part: string) => (values.from === undefined ? undefined : checkBuild(resolve(values.from), part));
  const newHub = { title: values.title, prefixes: values.prefix };
  if ((newHub.title !== undefined || newHub.prefixes !== undefined) && !(command === 'deploy' && name !== 'shell'))
    throw usage('--title and --prefix name a hub new to the root', `give them to "deploy <hub>" only`);
  if ((values['bucket-endpoint'] !== undefined || values['cache-dir'] !== undefined) && (command !== 'nginx' || values['bucket-endpoint'] === undefined))
    throw usage(
      '--bucket-endpoint and --cache-dir make the nginx configuration a cache of a bucket',
      'give both to "nginx" only, --cache-dir with --bucket-endpoint',
    );
  switch (command) {
    case 'deploy':
      checkPart(name, 'deploy', { shell: true });
      return name === 'shell'
        ? deployShell({ ...common, from: fromFor('shell'), version })
        : deployHub({ ...common, hub: name!, from: fromFor(name!), newHub });
    case 'rollback':
      checkPart(name, 'roll back', { shell: true });
      return name === 'shell' ? rollbackShell({ ...common, to: version }) : rollbackHub({ ...common, hub: name!, to: version });
    case 'canary': {
      checkPart(name, 'canary of');
      if (!extra) throw usage(`canary ${name}: which version?`, `give it, e.g. canary ${name} 1.3.0 --share 10`);
      checkVersion(extra, 'canary version');
      const share = checkShare(values.share);
      return deployHub({ ...common, hub: name!, version: extra, share, canary: true, from: fromFor(name!) });
    }
    case 'promote':
    case 'abort':
      checkPart(name, command);
      return endCanary({
        ...common,
        hub: name!,
        promote: command === 'promote',
        gate: values.force ? undefined : healthGate(env.NATURVERSE_HEALTH_DB_URL),
      });
    case 'status':
      return status(common);
    case 'history':
      return history({ ...common, hub: name === undefined ? undefined : checkPart(name, 'history of') });
    default: // nginx
      return values['bucket-endpoint'] === undefined ? writeNginxConfig({ store, values }) : writeBucketCacheConfig({ store, values });
  }
}

/** The options as parsed (OPTIONS' types). */
export interface CommandValues {
  to?: string;
  from?: string;
  version?: string;
  share?: string;
  title?: string;
  prefix?: string[];
  'dry-run'?: boolean;
  who?: string;
  why?: string;
  'base-url'?: string;
  listen?: string;
  'server-name'?: string;
  https?: boolean;
  cert?: string;
  key?: string;
  'https-listen'?: string;
  address?: string;
  'access-log'?: string;
  'hub-origin'?: string[];
  out?: string;
  'bucket-endpoint'?: string;
  'cache-dir'?: string;
  apply?: boolean;
  help?: boolean;
  force?: boolean;
  endpoint?: string;
}

/** The command line's words and options (an unknown option or a missing value: a usage error naming it). */
export function parseArguments(argv: string[]): { values: CommandValues; positionals: string[] } {
  const { values, positionals } = parseCommandLine(argv, OPTIONS);
  return { values: values as CommandValues, positionals };
}
