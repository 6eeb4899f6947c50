// `naturverse bucket-policy --to s3://<bucket>/<prefix> [--apply]`: the policy that lets anyone
// read the site and nobody but the deployers read the root's .naturverse/ (bucket-policy.ts).
// Without --apply it prints the policy (nothing is read or written: review it, or hand it to
// whoever owns the bucket); with --apply it merges it into the bucket's policy, keeping the
// bucket's other statements, with the standard AWS configuration (AWS_ACCESS_KEY_ID …,
// AWS_REGION, AWS_ENDPOINT_URL_S3 for a gateway other than AWS's, path-style there).
import { DeployError } from './ledger.js';
import { sitePolicy } from './bucket-policy.js';

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `s3://bucket/prefix` → its parts; anything else is a usage error. */
export function parseBucketUrl(url: string | undefined): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url ?? '');
  if (!match || !BUCKET.test(match[1]!))
    throw new DeployError(
      'usage',
      `--to ${url ?? '(none)'} is not a bucket: give s3://<bucket>/<prefix> (a bucket name is 3–63 lower-case letters, digits, . or -)`,
    );
  const prefix = match[2]!.replace(/\/+$/, '');
  if (/(^|\/)\.{0,2}(\/|$)/.test(prefix) && prefix !== '') throw new DeployError('usage', `--to ${url}: the prefix has an empty, . or .. part`);
  return { bucket: match[1]!, prefix };
}

export async function bucketPolicy({
  to,
  apply,
  env = process.env,
}: {
  to: string | undefined;
  apply: boolean;
  env?: NodeJS.ProcessEnv;
}): Promise<{ lines: string[] }> {
  const { bucket, prefix } = parseBucketUrl(to);
  if (!apply) return { lines: [JSON.stringify(sitePolicy(bucket, prefix), null, 2)] };
  // the SDK's warning that a later release needs a newer Node is for this tool's maintainers, not its users
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { S3Client, GetBucketPolicyCommand, PutBucketPolicyCommand, S3ServiceException } = await import('@aws-sdk/client-s3');
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  const client = new S3Client({
    region: env.AWS_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const failed = (error: unknown): never => {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const name = error instanceof Error ? error.name : String(error);
    if (name === 'NoSuchBucket') throw new DeployError('usage', `there is no bucket ${bucket} at ${endpoint ?? 'AWS'}: create it first`);
    if (status === 403) throw new Error(`the bucket ${bucket} refused these credentials (403): the policy needs s3:GetBucketPolicy and s3:PutBucketPolicy`);
    throw new Error(`could not apply the policy to ${bucket} (${name}${status ? `, HTTP ${status}` : ''}): nothing changed; run again`);
  };
  try {
    const current = await client.send(new GetBucketPolicyCommand({ Bucket: bucket })).then(
      (answer) => answer.Policy ?? null,
      (error: unknown) => ((error as Error).name === 'NoSuchBucketPolicy' ? null : failed(error)),
    );
    const policy = sitePolicy(bucket, prefix, current);
    await client.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: JSON.stringify(policy) })).catch(failed);
    return { lines: [`bucket ${bucket}: anyone may read its objects but ${prefix ? `${prefix}/` : ''}.naturverse/ (policy statement NaturverseSiteRead)`] };
  } finally {
    client.destroy();
  }
}
