// The bucket policy of a root in object storage: anyone may read every object of the bucket
// except the roots' bookkeeping (`<prefix>/.naturverse/`: the served policy, the history
// records), which only the deployers' own credentials read.
// Why `NotResource` and not "allow the prefix, deny .naturverse/": a Deny for everyone ("*")
// also denies the deployers, and no condition tells an anonymous read from a signed one on
// both AWS and Ceph's gateway (measured on the gateway: `Null s3:authType` is true for every
// request there, `aws:PrincipalType` is unknown to it). `NotResource` reads the same on both.
// What it costs: the bucket's objects outside the root are public too, so a bucket holds the
// site's roots only (several roots in one bucket is fine: each root's .naturverse/ is listed).
import { DeployError } from './ledger.js';

/** The statement this command owns in a bucket's policy (others are kept as they are). */
export const SITE_READ_SID = 'NaturverseSiteRead';

interface Statement {
  Sid?: string;
  Effect: string;
  Principal?: unknown;
  Action?: unknown;
  Resource?: unknown;
  NotResource?: unknown;
  [key: string]: unknown;
}
export interface BucketPolicy {
  Version: string;
  Statement: Statement[];
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)]);

/** The bookkeeping folder of the root at `prefix` in `bucket`, as a policy names it. */
export const privateObjects = (bucket: string, prefix: string): string =>
  `arn:aws:s3:::${bucket}/${prefix ? `${prefix.replace(/\/+$/, '')}/` : ''}.naturverse/*`;

/**
 * The bucket's policy with this root's rule in it: `current` (the policy the bucket has, as
 * text, or null) keeps its other statements; the site-read statement gains this root's
 * .naturverse/ if it lacks it. A policy that is not JSON with a Statement list is refused.
 */
export function sitePolicy(bucket: string, prefix: string, current: string | null = null): BucketPolicy {
  let policy: BucketPolicy = { Version: '2012-10-17', Statement: [] };
  if (current) {
    try {
      const parsed = JSON.parse(current) as Partial<BucketPolicy>;
      if (!Array.isArray(parsed.Statement)) throw new Error('no Statement list');
      policy = { Version: parsed.Version ?? '2012-10-17', Statement: parsed.Statement };
    } catch (error) {
      throw new DeployError(
        'usage',
        `the bucket ${bucket} has a policy this command cannot read (${(error as Error).message}): merge the printed policy into it by hand`,
      );
    }
  }
  const hidden = privateObjects(bucket, prefix);
  const own = policy.Statement.find((s) => s.Sid === SITE_READ_SID);
  const rule: Statement = {
    Sid: SITE_READ_SID,
    Effect: 'Allow',
    Principal: '*',
    Action: ['s3:GetObject'],
    NotResource: [...new Set([...list(own?.NotResource), hidden])].sort(),
  };
  return { ...policy, Statement: [...policy.Statement.filter((s) => s.Sid !== SITE_READ_SID), rule] };
}
