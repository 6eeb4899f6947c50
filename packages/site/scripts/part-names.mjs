// The parts' names as a TypeScript type, from the data: registry/local.json lists the hubs, and
// TypeScript cannot read a union out of JSON, so the package's build writes it
// (src/part-names.generated.ts, ignored by git). A new hub is one registry entry; the next
// build (`pnpm install` builds every package) types it.
import { readFileSync, writeFileSync } from 'node:fs';

const registry = JSON.parse(readFileSync(new URL('../../../registry/local.json', import.meta.url), 'utf8'));
const names = registry.remotes.map((remote) => remote.name);
if (!names.length || names.some((name) => typeof name !== 'string' || !/^[a-z][a-z0-9_-]*$/.test(name)))
  throw new Error(`registry/local.json: every remote needs a name (lower-case letters, digits, - or _): ${JSON.stringify(names)}`);
const union = names.map((name) => `'${name}'`).join(' | ');
writeFileSync(
  new URL('../src/part-names.generated.ts', import.meta.url),
  `// Written by scripts/part-names.mjs from registry/local.json (the package's build): edit the registry, not this file.\n/** The hubs registry/local.json names, in its order. */\nexport type HubName = ${union};\n`,
);
