// A deploy root in S3-compatible object storage (AWS S3, Cloudflare R2, Google Cloud Storage's
// S3 API, Ceph's RADOS Gateway), through the AWS SDK with the standard configuration: the
// credential chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, …), AWS_REGION, and
// AWS_ENDPOINT_URL_S3 or --endpoint for a store that is not AWS (then path-style addressing).
// The conditional writes: create-only is `If-None-Match: *`, replace-if-unchanged `If-Match`.
// Where stores differ (s3-conditions.ts): RGW matches If-Match only against the unquoted ETag,
// answers 412 for If-Match on a missing key (AWS 404), and may answer the loser of a race 500.
// A refused or failed conditional write is therefore settled by reading the key again: our bytes
// there means it was applied, anything else that it was not. Objects are sent as buffers, with
// checksums only where the API requires them (RGW answers streamed default-checksum uploads 411).
import type { PutObjectCommandInput, S3Client } from '@aws-sdk/client-s3';
import { sdk } from './s3-sdk.js';
import { cacheControlOf, contentTypeOf, type S3Root, type Store, type Tagged } from './store.js';
import { isConditionFailure, isMissing, isServerFailure, storeFailure } from './s3-conditions.js';

export interface S3Options {
  endpoint?: string | undefined;
  env?: NodeJS.ProcessEnv;
}

/** The client for `root`: bounded waits (a store that does not answer fails in seconds, not minutes). */
export function s3Client({ endpoint: flag, env = process.env }: S3Options = {}): { client: S3Client; endpoint: string | undefined } {
  const endpoint = flag ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? (endpoint ? 'us-east-1' : undefined);
  // keys in the environment given (the process's, or a test's); otherwise the SDK's chain (profiles, SSO, roles)
  const credentials =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
        }
      : undefined;
  const client = new sdk.S3Client({
    ...(region ? { region } : {}),
    ...(credentials ? { credentials } : {}),
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
  });
  return { client, endpoint };
}

const { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } = sdk;

const unquoted = (etag: string | undefined) => (etag ?? '').replace(/^W\//, '').replace(/^"(.*)"$/, '$1');

export function s3Store(root: S3Root, options: S3Options = {}): Store {
  const { client, endpoint } = s3Client(options);
  const where = `${root.url}${endpoint ? ` at ${endpoint}` : ''}`;
  const Bucket = root.bucket;
  const fullKey = (key: string) => `${root.prefix}${key}`;
  const fail = (error: unknown, key: string): never => {
    throw storeFailure(error, { where, bucket: Bucket, key });
  };

  async function read(key: string): Promise<Tagged | null> {
    try {
      const got = await client.send(new GetObjectCommand({ Bucket, Key: fullKey(key) }));
      const body = Buffer.from((await got.Body?.transformToByteArray()) ?? []);
      return { body, tag: unquoted(got.ETag) };
    } catch (error) {
      if (isMissing(error)) return null;
      return fail(error, key);
    }
  }

  const input = (key: string, body: Buffer): PutObjectCommandInput => ({
    Bucket,
    Key: fullKey(key),
    Body: body,
    ContentLength: body.length,
    ContentType: contentTypeOf(key),
    CacheControl: cacheControlOf(key),
  });

  /**
   * A conditional put: true if applied. A refusal or an unsure answer is settled by reading the
   * key again: our bytes there, it was applied; another writer's, it lost a race. A 500 after
   * which the key is still as this writer found it lost no race — nobody else wrote — so the
   * store failed: the command stops (exit 5) instead of taking it for a conflict.
   */
  async function conditional(key: string, body: Buffer, condition: Pick<PutObjectCommandInput, 'IfMatch' | 'IfNoneMatch'>): Promise<boolean> {
    let failure: unknown;
    try {
      await client.send(new PutObjectCommand({ ...input(key, body), ...condition }));
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) return fail(error, key);
      failure = error;
    }
    const now = await read(key);
    if (now !== null && now.body.equals(body)) return true;
    const untouched = condition.IfNoneMatch ? now === null : now !== null && now.tag === condition.IfMatch;
    if (isServerFailure(failure) && untouched) return fail(failure, key);
    return false;
  }

  return {
    describe: root.url,
    folder: null,
    read,
    create: (key, body) => conditional(key, body, { IfNoneMatch: '*' }),
    replace: (key, body, tag) => conditional(key, body, tag === null ? { IfNoneMatch: '*' } : { IfMatch: tag }),
    async put(key, body) {
      await client.send(new PutObjectCommand(input(key, body))).catch((error: unknown) => fail(error, key));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix: fullKey(prefix), ContinuationToken }))
          .catch((error: unknown) => fail(error, prefix));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(root.prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    close: () => client.destroy(),
  };
}
