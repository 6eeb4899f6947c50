#!/usr/bin/env node
// Scaffold a new hub inside this repository: `pnpm run new-hub <name> [--title "Title"] [--no-install]`.
//
// The hub's code is the starter's (@naturverse/create-hub, what `npm create @naturverse/hub`
// writes for a team in its own repository): its src/ (one route with an h1, the standalone
// page, a feature with a unit test) from the same templates and name rules. What only a hub of
// this repository needs is added here:
//   - its wiring as a workspace package (package.json with workspace: links, tsconfig.json,
//     rsbuild.config.ts reading registry/local.json), copied from the Navatar hub, renamed;
//   - registry/{local,preview,production}.json get one line each (local: the next free port,
//     which is where @naturverse/site/registry's PORTS and REMOTES, the serve script,
//     the e2e harness, the bench and the lint boundaries read the hub from);
//   - the part names' type follows from that data: @naturverse/site's build writes it from
//     registry/local.json (run here at once, and by `pnpm install`'s postinstall);
//   - an e2e smoke test in the repository's suite (e2e/<name>/, tagged with the hub);
//   - the pnpm workspace already holds remotes/* (then `pnpm install` links the new package).
// Nothing else changes: the shell learns about the hub from the registry at run time.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { componentOf, nameProblem, renderTemplates, titleOf, titleProblem } from '@naturverse/create-hub';

export { nameProblem, titleOf };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEMPLATE_HUB = 'navatar';
const ENVIRONMENTS = ['local', 'preview', 'production'];
/** Files of the template hub that are its own content, not its wiring (src/ is the starter's). */
const NOT_WIRING = new Set(['node_modules', 'dist', 'README.md', 'src']);

/**
 * The registry file's text with one more hub line, in the files' own style (one hub a line),
 * so the diff of adding a hub — like deploying one — is one line.
 */
export function withHubLine(text, entry) {
  const lines = text.split('\n');
  let last = -1;
  lines.forEach((line, i) => {
    if (/^\s*\{\s*"name"\s*:/.test(line)) last = i;
  });
  if (last < 0) throw new Error('no hub line found in the registry file');
  const indent = lines[last].match(/^\s*/)[0];
  const line = `${indent}{"name": ${JSON.stringify(entry.name)}, "title": ${JSON.stringify(entry.title)}, "manifest": ${JSON.stringify(entry.manifest)}, "prefixes": ${JSON.stringify(entry.prefixes)}}`;
  lines[last] = lines[last].replace(/,?\s*$/, ',');
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
}

/**
 * The site package's part names, typed from registry/local.json (its build's first step, which
 * `pnpm install` runs too; it refreshes the built declaration), so PORTS.<name> type-checks at once.
 */
export function typePartNames(root) {
  const done = spawnSync(process.execPath, ['scripts/part-names.mjs'], { cwd: join(root, 'packages', 'site'), stdio: 'inherit' });
  if (done.status !== 0) throw new Error('typing the part names from registry/local.json failed (packages/site/scripts/part-names.mjs)');
}

/** Where the hub is deployed in each environment, following the other hubs' pattern there. */
export function manifestFor(environment, name, port, registry) {
  if (environment === 'local') return `http://localhost:${port}/mf-manifest.json`;
  // https://zones.preview.naturverse.example/mf-manifest.json → https://<name>.preview.naturverse.example/…
  const sample = new URL(registry.remotes[0].manifest);
  const domain = sample.hostname.split('.').slice(1).join('.');
  return `${sample.protocol}//${name}.${domain}/mf-manifest.json`;
}

function shellPaths(root) {
  const app = readFileSync(join(root, 'shell/src/app/App.tsx'), 'utf8');
  const paths = [...app.matchAll(/path="([a-z0-9-]+)/g)].map((m) => m[1]);
  const text = app.match(/TEXT_PAGES = \[([^\]]*)\]/)?.[1] ?? '';
  return [...paths, ...[...text.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]), 'status'];
}

/** The hub's src/ as the starter writes it for a team outside (the same templates). */
function starterSources(hub) {
  return renderTemplates(hub).filter((file) => file.path.startsWith('src/'));
}

function smokeSpec({ name, title }) {
  return `// The ${title} hub through the shell: its page opens, a person sees its heading; QA reads its version.
import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';

test('the ${title} hub opens through the shell', { tag: ['@${name}'] }, async ({ page }) => {
  await page.goto('/${name}');
  await expectHeading(page, '${title}');
  await expect(page.getByText('Welcome to ${title}, a new corner of Naturverse.')).toBeVisible();
  await expect(page.locator('[data-hub="${title}"]')).toHaveAttribute('data-hub-version', /^\\d+\\.\\d+\\.\\d+/);
  await expectNoAxeViolations(page);
});
`;
}

function readme({ name, title, port }) {
  return `# ${title} hub

Package \`@naturverse/${name}\`, port **${port}**, one exposed module \`./routes\`
([\`src/routes.tsx\`](src/routes.tsx)). It owns \`/${name}\`. Scaffolded by \`pnpm run new-hub ${name}\`:
add this hub's routes, stores and storage keys here as it grows (see
[\`remotes/navatar/README.md\`](../navatar/README.md) for the shape).

How a hub team develops, tests, previews and deploys (the same for every hub, with
\`@naturverse/${name}\` and port ${port}): [docs/hub-teams.md](../../docs/hub-teams.md). The suite and
slices (\`npm run test:e2e -- --hub ${name}\`): [docs/qa.md](../../docs/qa.md). Deploy, canary and
rollback: [docs/operations.md](../../docs/operations.md).
`;
}

/** Copy the template hub's wiring, renamed. */
function copyWiring(root, dir, { name, title }) {
  const template = join(root, 'remotes', TEMPLATE_HUB);
  const templateTitle = titleOf(TEMPLATE_HUB);
  cpSync(template, dir, {
    recursive: true,
    filter: (src) => !NOT_WIRING.has(relative(template, src).split('\\').join('/')),
  });
  const walk = (d) => {
    for (const item of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, item.name);
      if (item.isDirectory()) walk(path);
      else writeFileSync(path, readFileSync(path, 'utf8').replaceAll(TEMPLATE_HUB, name).replaceAll(templateTitle, title));
    }
  };
  walk(dir);
}

export function createHub({ root = ROOT, name, title = name ? titleOf(name) : '' }) {
  const registries = Object.fromEntries(
    ENVIRONMENTS.map((env) => {
      const file = join(root, 'registry', `${env}.json`);
      return [env, { file, text: readFileSync(file, 'utf8') }];
    }),
  );
  const local = JSON.parse(registries.local.text);
  const taken = new Set([...local.remotes.map((r) => r.name), ...local.remotes.flatMap((r) => r.prefixes.map((p) => p.split('/')[1])), ...shellPaths(root)]);
  const problem = nameProblem(name, taken);
  if (problem) throw new Error(problem);
  const titleFault = titleProblem(title);
  if (titleFault) throw new Error(titleFault);
  const dir = join(root, 'remotes', name);
  if (existsSync(dir)) throw new Error(`remotes/${name} already exists`);
  const port = Math.max(...local.remotes.map((r) => Number(new URL(r.manifest).port))) + 1;
  const hub = { name, title, component: componentOf(name), port };

  copyWiring(root, dir, hub);
  for (const { path, text } of starterSources(hub)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  writeFileSync(join(dir, 'README.md'), readme(hub));
  mkdirSync(join(root, 'e2e', name), { recursive: true });
  writeFileSync(join(root, 'e2e', name, 'smoke.spec.ts'), smokeSpec(hub));

  for (const env of ENVIRONMENTS) {
    const { file, text } = registries[env];
    const registry = JSON.parse(text);
    const manifest = manifestFor(env, name, port, registry);
    let next = withHubLine(text, { name, title, manifest, prefixes: [`/${name}`] });
    // where the other hubs' own origins are allowed as override targets, the new one's is too
    const allowed = registry.overrides?.allowedOrigins ?? [];
    const others = new Set(registry.remotes.map((r) => new URL(r.manifest).origin));
    if (env !== 'local' && allowed.length && allowed.every((o) => others.has(o))) {
      const parsed = JSON.parse(next);
      parsed.overrides.allowedOrigins.push(new URL(manifest).origin);
      next = next.replace(/("allowedOrigins"\s*:\s*)\[[^\]]*\]/, `$1${JSON.stringify(parsed.overrides.allowedOrigins).replaceAll('","', '", "')}`);
    }
    JSON.parse(next); // never leave a file that does not parse
    writeFileSync(file, next);
  }
  return hub;
}

/** Every file under `dir`, recursively (node_modules and dist left out). */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(path);
    return [path];
  });
}

/**
 * The files a new hub wrote or edited, in the repo's format (`npm run lint` checks it with
 * Prettier): the templates and the registry edits give the right code, not always its layout.
 * Through Prettier's Node API, with the repo's own config and ignore file.
 * @returns {Promise<string[]>} the files it rewrote
 */
export async function formatCreated(root, name) {
  const files = [
    ...filesUnder(join(root, 'remotes', name)),
    ...filesUnder(join(root, 'e2e', name)),
    ...ENVIRONMENTS.map((env) => join(root, 'registry', `${env}.json`)),
  ];
  const rewritten = [];
  for (const file of files) {
    const info = await prettier.getFileInfo(file, { ignorePath: join(root, '.prettierignore') });
    if (info.ignored || !info.inferredParser) continue;
    const text = readFileSync(file, 'utf8');
    const formatted = await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
    if (formatted === text) continue;
    writeFileSync(file, formatted);
    rewritten.push(relative(root, file));
  }
  return rewritten;
}

async function main(argv) {
  const args = argv.slice(2);
  const flag = (name) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [, value] = args.splice(at, 2);
    return value;
  };
  const title = flag('--title');
  const noInstall = args.includes('--no-install');
  const [name] = args.filter((a) => !a.startsWith('--'));
  let hub;
  try {
    hub = createHub({ name, ...(title ? { title } : {}) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  await formatCreated(ROOT, hub.name);
  typePartNames(ROOT);
  // the registry is checked by the schema when the registry module loads it: do that now, not at the next build
  const check = spawnSync(
    process.execPath,
    ['-e', "import('@naturverse/site/registry').then((f) => console.log('port', f.PORTS[process.argv[1]]))", hub.name],
    {
      cwd: join(ROOT, 'remotes', TEMPLATE_HUB),
      encoding: 'utf8',
    },
  );
  if (check.status !== 0) {
    console.error(`The registry no longer validates:\n${check.stderr}`);
    process.exit(1);
  }
  if (!noInstall) {
    const install = spawnSync('pnpm', ['install', '--prefer-offline'], { cwd: ROOT, stdio: 'inherit' });
    if (install.status !== 0) process.exit(install.status ?? 1);
  }
  console.log(`
Created the ${hub.title} hub: remotes/${hub.name} (port ${hub.port}), /${hub.name} in registry/*.json, e2e/${hub.name}/smoke.spec.ts.
  pnpm --filter @naturverse/${hub.name} dev     # standalone: http://localhost:${hub.port}/${hub.name}
  pnpm exec vitest run remotes/${hub.name}      # its unit test
  pnpm run build && npm run test:e2e -- --hub ${hub.name}   # its e2e (tag @${hub.name}) + the @cross journeys
  node bench/budgets.mjs --update            # give its files a byte budget (npm test checks them)
`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv);
