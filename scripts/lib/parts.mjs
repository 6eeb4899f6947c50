// Where each part's production build lives, and the servers that serve them all.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PORTS, REMOTES, readRegistryAt, shiftRegistryPorts } from '@naturverse/config/federation';
import { createStaticServer } from './static-server.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const PARTS = [
  { name: 'shell', dir: join(ROOT, 'shell') },
  ...REMOTES.map((r) => ({ name: r.name, dir: join(ROOT, 'remotes', r.name) })),
];

export function distOf(name) {
  const part = PARTS.find((p) => p.name === name);
  if (!part) throw new Error(`unknown part ${name}`);
  return join(part.dir, 'dist');
}

/**
 * The origins the shell is visited at: the only ones a hub answers cross-origin requests
 * from (its manifest, entry, chunks and styles), instead of `*`.
 */
export function shellOrigins(offset = 0) {
  const port = PORTS.shell + offset;
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/**
 * Serve every part's dist on its port (+ offset). The built registry is checked first (an
 * invalid one stops the start with every fault named). Under an offset it is served with
 * the shifted ports; at offset 0 the file is served as is, so editing dist/remotes.json
 * takes effect on the next page load.
 */
export async function serveAll({ offset = 0, only } = {}) {
  const built = readRegistryAt(join(distOf('shell'), 'remotes.json'));
  const registryBody = Buffer.from(JSON.stringify(shiftRegistryPorts(built, offset), null, 2));
  const servers = [];
  for (const part of PARTS) {
    if (only && !only.includes(part.name)) continue;
    const transform =
      part.name === 'shell' && offset !== 0
        ? (urlPath) => (urlPath === '/remotes.json' ? registryBody : undefined)
        : undefined;
    const s = createStaticServer({
      root: distOf(part.name),
      port: PORTS[part.name] + offset,
      transform,
      allowOrigins: part.name === 'shell' ? [] : shellOrigins(offset),
    });
    servers.push({ name: part.name, port: PORTS[part.name] + offset, listen: s.listen, close: s.close });
  }
  // The hubs listen first and the shell last: whoever waits for the shell (Playwright's
  // webServer, a family's browser) then finds every hub already up and warm.
  const shell = servers.filter((s) => s.name === 'shell');
  await Promise.all(servers.filter((s) => s.name !== 'shell').map((s) => s.listen()));
  await Promise.all(shell.map((s) => s.listen()));
  return {
    servers,
    url: `http://localhost:${PORTS.shell + offset}`,
    close: () => Promise.all(servers.map((s) => s.close())),
  };
}
