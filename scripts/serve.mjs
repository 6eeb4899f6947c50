// Serve the production builds of every part on localhost (shell :3000, hubs :3001–3006).
// Usage: node scripts/serve.mjs [--offset N] [--candidate <hub>=<dist folder>]…
// A candidate is served instead of that hub's own build (QA: production shell + candidate).
import { existsSync } from 'node:fs';
import { PARTS, distOf, parseCandidates, serveAll } from '@naturverse/site/serve';

const offsetArg = process.argv.indexOf('--offset');
const offset = offsetArg > 0 ? Number(process.argv[offsetArg + 1]) : Number(process.env.PORT_OFFSET ?? 0);

const missing = PARTS.filter((p) => !existsSync(distOf(p.name)));
if (missing.length) {
  console.error(`Not built yet: ${missing.map((p) => p.name).join(', ')}. Run "npm run build" first.`);
  process.exit(1);
}

let candidates;
try {
  candidates = parseCandidates(process.argv.flatMap((arg, i, all) => (all[i - 1] === '--candidate' ? [arg] : [])).join(','));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const site = await serveAll({ offset, candidates });
for (const [hub, dir] of Object.entries(candidates)) console.log(`  candidate: ${hub} from ${dir}`);
for (const s of site.servers) console.log(`  ${s.name.padEnd(13)} http://localhost:${s.port}`);
console.log(`\nNaturverse is running (local demo mode): ${site.url}\nPress Ctrl+C to stop.`);

const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
