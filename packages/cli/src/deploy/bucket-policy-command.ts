// `naturverse bucket-policy --to s3://<bucket>/<prefix> [--apply]`: the policy that lets anyone
// read the site and nobody but the deployers read the root's .naturverse/ (bucket-policy.ts).
// Without --apply it prints the policy (nothing is read or written: review it, or hand it to
// whoever owns the bucket); with --apply it merges it into the bucket's policy, keeping the
// bucket's other statements, with the same client and AWS configuration as a bucket root
// (store/s3-store.ts: AWS_ACCESS_KEY_ID …, AWS_REGION, --endpoint or AWS_ENDPOINT_URL_S3).
import { isBucketUrl, parseS3Root } from '../store/roots.js';
import { DeployError } from './deploy-error.js';
import { SITE_READ_SID, sitePolicy } from './bucket-policy.js';

export async function bucketPolicy({
  to,
  apply,
  endpoint,
  env = process.env,
}: {
  to: string | undefined;
  apply: boolean;
  endpoint?: string | undefined;
  env?: NodeJS.ProcessEnv;
}): Promise<{ lines: string[] }> {
  if (!to || !isBucketUrl(to)) throw new DeployError('usage', `--to ${to ?? '(none)'} is not a bucket root: give s3://<bucket>/<prefix>`);
  const root = parseS3Root(to);
  const prefix = root.prefix.replace(/\/$/, '');
  if (!apply) return { lines: [JSON.stringify(sitePolicy(root.bucket, prefix), null, 2)] };
  const { s3Client } = await import('../store/s3-store.js');
  const { storeFailure } = await import('../store/s3-conditions.js');
  const { GetBucketPolicyCommand, PutBucketPolicyCommand } = (await import('../store/s3-sdk.js')).sdk;
  const { client, endpoint: at } = s3Client({ endpoint, env });
  const fail = (error: unknown): never => {
    throw storeFailure(error, { where: `${root.url}${at ? ` at ${at}` : ''}`, bucket: root.bucket, key: 'its policy' });
  };
  try {
    const current = await client.send(new GetBucketPolicyCommand({ Bucket: root.bucket })).then(
      (answer) => answer.Policy ?? null,
      (error: unknown) => ((error as Error).name === 'NoSuchBucketPolicy' ? null : fail(error)),
    );
    const policy = sitePolicy(root.bucket, prefix, current);
    await client.send(new PutBucketPolicyCommand({ Bucket: root.bucket, Policy: JSON.stringify(policy) })).catch(fail);
    return { lines: [`bucket ${root.bucket}: anyone may read its objects but ${root.prefix}.naturverse/ (policy statement ${SITE_READ_SID})`] };
  } finally {
    client.destroy();
  }
}
