// Part of the package's build: records what the live shell provides its hubs
// (dist/shell-shares.json, from the shell's providedShares: the versions installed for the
// shell of this checkout), so a hub built from the published preset asks for exactly that,
// with no checkout of the platform. src/shares.test.ts checks the file against the shell.
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SHELL_SHARES_FILE, providedShares } from '../dist/shares.js';

const shellDir = fileURLToPath(new URL('../../../shell/', import.meta.url));
if (!existsSync(`${shellDir}package.json`)) {
  console.error(`build-preset: the shell (${shellDir}) is not there: the preset is built in the platform's repository, beside it`);
  process.exit(1);
}
const shares = providedShares(shellDir);
writeFileSync(SHELL_SHARES_FILE, `${JSON.stringify(shares, null, 2)}\n`);
console.log(`build-preset: the shell's shares → ${SHELL_SHARES_FILE} (${Object.keys(shares).join(', ')})`);
