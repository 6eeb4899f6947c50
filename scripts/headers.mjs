// Print the security headers `npm start` sends, as a Netlify-style `_headers` file, for a
// static host: the shell's policy derived from the built registry, config and template
// (the same derivation as the static server), and each hub's, with CORS for the shell.
// Usage: node scripts/headers.mjs [--shell-origin https://naturverse.example]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distOf } from '@naturverse/site/serve';
import { backendOrigin, contentSecurityPolicy, inlineHashes, registryOrigins, securityHeaders, workerPolicy } from '@naturverse/serving/security-headers';

const arg = process.argv.indexOf('--shell-origin');
const shellOrigin = arg > 0 ? process.argv[arg + 1] : 'http://localhost:3000';
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const shell = distOf('shell');
const shellPolicy = contentSecurityPolicy({
  hubs: registryOrigins(readJson(join(shell, 'remotes.json'))),
  backend: backendOrigin(readJson(join(shell, 'config.json'))),
  inline: inlineHashes(readFileSync(join(shell, 'index.html'), 'utf8')),
});
const block = (path, headers) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');

console.log(`# shell (${shellOrigin}): shell/dist/_headers`);
console.log(block('/*', securityHeaders(shellPolicy)));
// the service worker's own policy; a host that merges every matching rule (Netlify does) must
// send this one alone for /sw.js, or the page policy above also binds the worker
console.log(block('/sw.js', { 'Content-Security-Policy': workerPolicy(), 'Cache-Control': 'no-cache' }));
console.log(`\n# every hub: remotes/<hub>/dist/_headers`);
console.log(block('/*', { ...securityHeaders(contentSecurityPolicy()), 'Access-Control-Allow-Origin': shellOrigin, Vary: 'Origin' }));
console.log("\n# Do not upload mf-stats.json or mf-manifest-stats.json: they name the build machine's folders.");
