/**
 * The object-store harness itself (e2e/support/object-store/ceph.ts): a real Ceph RADOS Gateway
 * answers S3 with the conditional writes the deploy ledger is built on, and its quirks are the
 * ones the CLI's S3 store handles (packages/cli/src/store/s3-store.ts): create-only refuses a
 * second writer, If-Match takes only the unquoted ETag, If-Match on a missing key is 412. The
 * gateway alone stops and starts again with its objects kept.
 */
import { test, expect } from '@playwright/test';
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { startCeph, type CephCluster } from '../support/object-store/ceph';
import { TARGET, localOnlyReason } from '../support/target';

const statusOf = (e: unknown) => (e instanceof S3ServiceException ? e.$metadata.httpStatusCode : `not an S3 error: ${String(e)}`);

test.describe('object-store harness: a real Ceph gateway', { tag: ['@cross', '@object-store'] }, () => {
  test.describe.configure({ mode: 'serial' });
  // node only, no page: the suite's fixtures (which open a browser context per test) are not used
  test.skip(TARGET.kind !== 'local', localOnlyReason('object-store/gateway.spec.ts', TARGET));
  let ceph: CephCluster;
  let s3: S3Client;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ceph = await startCeph({ slot: 3 });
    await ceph.createBucket('harness');
    s3 = new S3Client({ region: ceph.region, endpoint: ceph.endpoint, forcePathStyle: true, credentials: ceph.credentials });
  });
  test.afterAll(async () => {
    s3?.destroy();
    await ceph?.stop();
  });

  test('conditional writes as the ledger needs them, with the gateway quirks', async () => {
    const put = (Key: string, Body: string, cond: { IfNoneMatch?: string; IfMatch?: string } = {}) =>
      s3.send(new PutObjectCommand({ Bucket: 'harness', Key, Body, ...cond }));
    const first = await put('k', 'one', { IfNoneMatch: '*' });
    await expect(put('k', 'two', { IfNoneMatch: '*' }).catch(statusOf)).resolves.toBe(412);
    const etag = first.ETag ?? '';
    expect(etag).toMatch(/^".+"$/);
    // the gateway compares If-Match with the bare ETag: the quoted form the SDK returns is refused
    await expect(put('k', 'two', { IfMatch: etag }).catch(statusOf)).resolves.toBe(412);
    await put('k', 'two', { IfMatch: etag.slice(1, -1) });
    await expect(put('missing', 'x', { IfMatch: etag.slice(1, -1) }).catch(statusOf)).resolves.toBe(412);
    const body = await (await s3.send(new GetObjectCommand({ Bucket: 'harness', Key: 'k' }))).Body?.transformToString();
    expect(body).toBe('two');
  });

  test('the gateway alone stops and starts again, its objects kept', async () => {
    await ceph.stopGateway();
    await expect(
      fetch(ceph.endpoint).then(
        () => 'answered',
        () => 'refused',
      ),
    ).resolves.toBe('refused');
    await ceph.startGateway();
    const body = await (await s3.send(new GetObjectCommand({ Bucket: 'harness', Key: 'k' }))).Body?.transformToString();
    expect(body).toBe('two');
  });
});
