/**
 * The generated nginx configuration over TLS: a throwaway self-signed
 * certificate made by openssl, the deploy root served on ports 80 and 443 of a loopback
 * address of this run's own (127.0.x.y from the port offset, so parallel runs never share
 * one), HSTS on every answer, plain HTTP redirected to HTTPS, and Mozilla's HTTP Observatory
 * scanner (@mdn/mdn-http-observatory, its public `scan`) grading the site A+. The scanner
 * only speaks to ports 80 and 443 and checks certificates: it runs in a child process that
 * trusts this certificate (NODE_EXTRA_CA_CERTS) and nothing else is changed for it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test, expect } from '../support/fixtures';
import { REMOTES } from '@naturverse/site/federation';
import { ROOT } from '@naturverse/site/serve';
import { HSTS } from '@naturverse/serving/security-headers';
import { makeRoot, fromDist, mustRun, startNginx, throwawayCertificate, type NginxServer } from './nginx-root';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';

const ADDRESS = `127.0.${(OFFSET >> 8) & 255}.${OFFSET & 255 || 1}`;

/** The Observatory's own data lists (HSTS preload, TLDs) are fetched by its install script; offline installs skip it. */
const observatoryDir = dirname(dirname(createRequire(join(ROOT, 'package.json')).resolve('@mdn/mdn-http-observatory')));
const observatoryReady = existsSync(join(observatoryDir, 'conf', 'hsts-preload.json'));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}
function get(url: string, ca?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = url.startsWith('https:') ? httpsRequest(url, { ca }) : httpRequest(url);
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('deploy root over HTTPS on nginx', { tag: ['@cross'] }, () => {
  test.describe.configure({ mode: 'serial' });
  let root: { root: string; remove(): Promise<void> };
  let certDir: string;
  let cert: { cert: string; key: string };
  let nginx: NginxServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    root = await makeRoot();
    await mustRun(['deploy', 'shell', ...fromDist('shell'), '--to', root.root, '--who', 'e2e']);
    for (const { name } of REMOTES) await mustRun(['deploy', name, ...fromDist(name), '--to', root.root, '--who', 'e2e']);
    certDir = await mkdtemp(join(tmpdir(), 'nv-cert-'));
    cert = await throwawayCertificate(certDir, ADDRESS);
    const args = ['--address', ADDRESS, '--server-name', ADDRESS, '--listen', '80', '--https', '--https-listen', '443', '--cert', cert.cert, '--key', cert.key];
    nginx = await startNginx(root.root, args, { host: ADDRESS, port: 443 });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await root?.remove();
    if (certDir) await rm(certDir, { recursive: true, force: true });
  });

  test('plain HTTP is redirected to HTTPS, and every HTTPS answer carries HSTS', async () => {
    const plain = await get(`http://${ADDRESS}/zones?from=mail`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://${ADDRESS}/zones?from=mail`);
    const ca = await readFile(cert.cert, 'utf8');
    for (const path of ['/', '/zones', '/remotes.json', '/sw.js', '/nothing.js']) {
      const answer = await get(`https://${ADDRESS}${path}`, ca);
      expect(answer.headers['strict-transport-security'], path).toBe(HSTS);
      expect(answer.headers['content-security-policy'], path).toBeTruthy();
    }
    expect((await get(`https://${ADDRESS}/zones`, ca)).status).toBe(200);
  });

  test("Mozilla's HTTP Observatory grades the TLS deploy A+", async () => {
    test.skip(
      !observatoryReady,
      `@mdn/mdn-http-observatory has no ${join('conf', 'hsts-preload.json')}: its install script (which downloads it) did not run — allow it (pnpm approve-builds) on a machine with network`,
    );
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "import { scan } from '@mdn/mdn-http-observatory'; const r = await scan(process.argv[1]); console.log(JSON.stringify({ scan: r.scan, failed: Object.values(r.tests).filter((t) => !t.pass).map((t) => t.name + ': ' + t.result) }));",
          ADDRESS,
        ],
        { cwd: ROOT, env: { ...process.env, NODE_EXTRA_CA_CERTS: cert.cert } },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      ),
    );
    const result = JSON.parse(output) as { scan: { grade: string; score: number }; failed: string[] };
    test
      .info()
      .annotations.push({ type: 'observatory', description: `${result.scan.grade} (${result.scan.score}); not passed: ${result.failed.join('; ') || 'none'}` });
    expect(result.scan.grade, result.failed.join('\n')).toBe('A+');
  });
});
