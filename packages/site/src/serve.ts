// Where each part's production build lives, and the servers that serve them all (npm start,
// the e2e suite's web server, the bench).
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStaticServer } from '@naturverse/serving/static-server';
import { type PartName, PORTS, REMOTES, readRegistryAt, shiftRegistryPorts } from './registry.js';

/** The repository's root: src/ and dist/ are both one folder down in packages/site. */
export const ROOT: string = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServedPart {
  name: string;
  port: number;
  listen: () => Promise<unknown>;
  close: () => Promise<void>;
}

export const PARTS: Array<{ name: PartName; dir: string }> = [
  { name: 'shell', dir: join(ROOT, 'shell') },
  ...REMOTES.map((r) => ({ name: r.name, dir: join(ROOT, 'remotes', r.name) })),
];

export function distOf(name: string): string {
  const part = PARTS.find((p) => p.name === name);
  if (!part) throw new Error(`unknown part ${name}`);
  return join(part.dir, 'dist');
}

/**
 * Candidate builds from `zones=<dist folder>[,<hub>=<dist folder>…]`: each
 * named hub is served from that folder instead of its own dist, on its own port, so the
 * production shell and the other hubs meet the candidate exactly where the registry says.
 * A hub the site does not have, or a folder without a hub build, is refused by name.
 */
export function parseCandidates(text = ''): Record<string, string> {
  const candidates: Record<string, string> = {};
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = item.indexOf('=');
    const [hub, folder] = at > 0 ? [item.slice(0, at), item.slice(at + 1)] : [item, ''];
    if (!REMOTES.some((r) => r.name === hub)) throw new Error(`--candidate ${item}: no hub "${hub}" (one of ${REMOTES.map((r) => r.name).join(', ')})`);
    if (!folder) throw new Error(`--candidate ${item}: give the candidate's build folder, e.g. ${hub}=../other-checkout/remotes/${hub}/dist`);
    const dir = resolve(ROOT, folder);
    if (!existsSync(join(dir, 'mf-manifest.json'))) throw new Error(`--candidate ${item}: ${dir} holds no hub build (no mf-manifest.json)`);
    candidates[hub] = dir;
  }
  return candidates;
}

/**
 * The origins the shell is visited at: the only ones a hub answers cross-origin requests
 * from (its manifest, entry, chunks and styles), instead of `*`.
 */
export function shellOrigins(offset = 0): string[] {
  const port = PORTS.shell + offset;
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/**
 * Serve every part's dist on its port (+ offset). The built registry is checked first (an
 * invalid one stops the start with every fault named). Under an offset it is served with
 * the shifted ports; at offset 0 the file is served as is, so editing dist/remotes.json
 * takes effect on the next page load. `candidates` (parseCandidates) serve a hub from another
 * build folder.
 */
export async function serveAll({ offset = 0, only, candidates = {} }: { offset?: number; only?: string[]; candidates?: Record<string, string> } = {}): Promise<{
  servers: ServedPart[];
  url: string;
  close: () => Promise<unknown>;
}> {
  const built = readRegistryAt(join(distOf('shell'), 'remotes.json'));
  const registryBody = Buffer.from(JSON.stringify(shiftRegistryPorts(built, offset), null, 2));
  const servers: ServedPart[] = [];
  for (const part of PARTS) {
    if (only && !only.includes(part.name)) continue;
    const transform = part.name === 'shell' && offset !== 0 ? (urlPath: string) => (urlPath === '/remotes.json' ? registryBody : undefined) : undefined;
    const s = createStaticServer({
      root: candidates[part.name] ?? distOf(part.name),
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
