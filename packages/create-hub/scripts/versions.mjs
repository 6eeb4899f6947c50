// Part of the package's build: the version of every dependency the hub template names, as this
// workspace has it now (dist/versions.json): the @naturverse packages at "^<their version>"
// (published by version, never workspace: or file:), everything else at the platform's own
// range (pnpm-workspace.yaml's catalog). The starter writes these into a new hub's package.json.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const PACKAGES = here('../../');
const template = JSON.parse(readFileSync(here('../templates/hub/package.json'), 'utf8'));
const names = [...Object.keys(template.dependencies ?? {}), ...Object.keys(template.devDependencies ?? {})];

/** name → "^version" of every published package of the workspace. */
const workspace = Object.fromEntries(
  readdirSync(PACKAGES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(PACKAGES, entry.name, 'package.json')))
    .map((entry) => JSON.parse(readFileSync(join(PACKAGES, entry.name, 'package.json'), 'utf8')))
    .filter((manifest) => !manifest.private)
    .map((manifest) => [manifest.name, `^${manifest.version}`]),
);

/** The `catalog:` block of pnpm-workspace.yaml: `  name: range` lines up to the next unindented line. */
function catalog(text) {
  const out = {};
  const start = text.split('\n').findIndex((line) => line.trim() === 'catalog:');
  for (const line of text.split('\n').slice(start + 1)) {
    if (!/^\s/.test(line)) break;
    const m = line.match(/^\s+"?([^":\s]+)"?:\s*(\S+)\s*$/);
    if (m) out[m[1]] = m[2];
  }
  return out;
}
const ranges = catalog(readFileSync(here('../../../pnpm-workspace.yaml'), 'utf8'));

const versions = {};
const missing = [];
for (const name of names) {
  const version = name.startsWith('@naturverse/') ? workspace[name] : ranges[name];
  if (version) versions[name] = version;
  else missing.push(name);
}
mkdirSync(here('../dist/'), { recursive: true });
writeFileSync(here('../dist/versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
// a package of the platform not in this workspace yet is named, not guessed: the starter refuses to use it
if (missing.some((name) => !name.startsWith('@naturverse/'))) {
  console.error(`create-hub: no catalog range in pnpm-workspace.yaml for ${missing.join(', ')}`);
  process.exit(1);
}
console.log(
  `create-hub: ${Object.keys(versions).length} versions → dist/versions.json${missing.length ? ` (not in this workspace: ${missing.join(', ')})` : ''}`,
);
