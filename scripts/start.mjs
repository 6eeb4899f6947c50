// `npm start`: install, build every part, serve them all on localhost in local demo mode.
import { buildAll, installDependencies } from './lib/run.mjs';

const pnpm = await installDependencies();
const ms = await buildAll(pnpm);
console.log(`\nBuilt shell + 6 remotes in ${(ms / 1000).toFixed(1)} s`);
// imported only now: it needs the workspace packages installed above
const { serveAll } = await import('@naturverse/site/serve');
const site = await serveAll();
for (const s of site.servers) console.log(`  ${s.name.padEnd(13)} http://localhost:${s.port}`);
console.log(`\nNaturverse is running in local demo mode: ${site.url}\nPress Ctrl+C to stop.`);
const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
