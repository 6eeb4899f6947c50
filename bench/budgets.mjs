#!/usr/bin/env node
// CI bundle budgets (no browser): compressed bytes of the shell's first load and
// of each remote's entry and ./routes chunks, against @naturverse/budgets' budgets.json.
// Assumes the parts were just built (`pnpm -r --filter ./shell --filter "./remotes/*" build`).
// Usage: node bench/budgets.mjs [--update]   (--update rewrites the limits to measured +10%, capped at `targets`)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PARTS, distOf } from '@naturverse/site/serve';
import { BUDGETS_FILE, budgetsFrom, checkBudgets, measureBudgets } from '@naturverse/budgets';

const configPath = BUDGETS_FILE;
const parts = PARTS.map((p) => ({ name: p.name, dist: distOf(p.name) }));
const missing = parts.filter((p) => !existsSync(p.dist));
if (missing.length) {
  console.error(`Not built: ${missing.map((p) => p.name).join(', ')}. Build all parts first.`);
  process.exit(1);
}

const groups = measureBudgets(parts);
const config = JSON.parse(readFileSync(configPath, 'utf8'));
if (process.argv.includes('--update')) {
  config.budgets = budgetsFrom(groups, 0.1, config.targets ?? {});
  writeFileSync(configPath, JSON.stringify(config, null, 2) + '\n');
  console.log(`budgets.json updated to measured +10%, never above its targets`);
}
const { lines, failed } = checkBudgets(groups, config);
for (const line of lines) console.log(line);
process.exit(failed ? 1 : 0);
