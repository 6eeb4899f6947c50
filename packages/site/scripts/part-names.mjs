// The parts' names as a TypeScript type, from the data: registry/local.json lists the hubs, and
// TypeScript cannot read a union out of JSON, so the package's build writes it
// (src/part-names.generated.ts, ignored by git). A new hub is one registry entry: `pnpm run
// new-hub` runs this script, which also refreshes the built declaration when dist/ exists (the
// module holds only a type, so its .d.ts is its source and its .js is empty), no recompile.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const registry = JSON.parse(readFileSync(new URL('../../../registry/local.json', import.meta.url), 'utf8'));
const names = registry.remotes.map((remote) => remote.name);
if (!names.length || names.some((name) => typeof name !== 'string' || !/^[a-z][a-z0-9_-]*$/.test(name)))
  throw new Error(`registry/local.json: every remote needs a name (lower-case letters, digits, - or _): ${JSON.stringify(names)}`);
const union = names.map((name) => `'${name}'`).join(' | ');
const source = `// Written by scripts/part-names.mjs from registry/local.json (the package's build): edit the registry, not this file.\n/** The hubs registry/local.json names, in its order. */\nexport type HubName = ${union};\n`;
writeFileSync(new URL('../src/part-names.generated.ts', import.meta.url), source);
if (existsSync(new URL('../dist/', import.meta.url))) {
  writeFileSync(new URL('../dist/part-names.generated.d.ts', import.meta.url), source);
  writeFileSync(new URL('../dist/part-names.generated.js', import.meta.url), 'export {};\n');
}
