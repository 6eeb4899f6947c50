// Build every part for production and say how long it took.
import { buildAll, ensurePnpm } from './lib/run.mjs';

const ms = await buildAll(ensurePnpm());
console.log(`\nBuilt shell + 6 remotes in ${(ms / 1000).toFixed(1)} s`);
