// What an S3-compatible store's errors mean for a deploy, in one line each. The SDK's own text
// is never shown as is: a refused secret comes back from RGW as a 403 named "Unknown", and no
// message here may carry a credential.
import { DeployError } from '../deploy/deploy-error.js';

interface SdkError {
  name?: string;
  code?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
  $response?: { statusCode?: number };
}

const statusOf = (error: unknown): number | undefined => {
  const e = error as SdkError | null;
  return e?.$metadata?.httpStatusCode ?? e?.$response?.statusCode;
};
const nameOf = (error: unknown): string => {
  const e = error as SdkError | null;
  return String(e?.name ?? e?.Code ?? e?.code ?? '');
};

/** A GET of a key that is not there (not a bucket that is not there). */
export function isMissing(error: unknown): boolean {
  return nameOf(error) === 'NoSuchKey' || (statusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket');
}

/**
 * A conditional write that was refused or may not have been applied: 412 (the condition
 * failed), 409 (AWS: a concurrent conditional write), 404 (AWS: If-Match on a missing key), 500
 * (RGW: the loser of a race). The caller reads the key again to know which.
 */
export function isConditionFailure(error: unknown): boolean {
  const status = statusOf(error);
  if (nameOf(error) === 'NoSuchBucket') return false;
  return status === 412 || status === 409 || status === 404 || status === 500;
}

/** A 5xx: RGW's answer to a race's loser, or a store that failed (the key read again tells which). */
export const isServerFailure = (error: unknown): boolean => (statusOf(error) ?? 0) >= 500;

const NETWORK = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE|TimeoutError|RequestTimeout|socket hang up/;

/** Any other failure as the command's one line: bad input (64) or a store that cannot be reached (5). */
export function storeFailure(error: unknown, { where, bucket, key }: { where: string; bucket: string; key: string }): DeployError {
  if (error instanceof DeployError) return error;
  const status = statusOf(error);
  const name = nameOf(error);
  const text = error instanceof Error ? error.message : String(error);
  if (name === 'NoSuchBucket')
    return new DeployError('usage', `${where}: there is no bucket "${bucket}": create it, or name the right one in s3://<bucket>/<prefix>`);
  if (status === 403 || status === 401 || /InvalidAccessKeyId|SignatureDoesNotMatch|AccessDenied/.test(name))
    return new DeployError(
      'usage',
      `${where}: the object store refused the credentials (${status ?? name}) for ${key}: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) and that they may read and write the bucket`,
    );
  if (name === 'CredentialsProviderError' || /Could not load credentials/.test(text))
    return new DeployError('usage', `${where}: no credentials for the object store: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE`);
  if (/Region is missing/.test(text)) return new DeployError('usage', `${where}: no region: set AWS_REGION`);
  const code = (error as { code?: string } | null)?.code ?? '';
  if (NETWORK.test(`${name} ${code} ${text}`) || (status !== undefined && status >= 500))
    return new DeployError(
      'unavailable',
      `${where} did not answer (${status ?? (code || name)} on ${key}): the live registry was not changed — check the store is up and the endpoint (--endpoint, AWS_ENDPOINT_URL_S3), then run the command again`,
    );
  return new DeployError('unavailable', `${where} failed on ${key} (${status ?? name}): the live registry was not changed — run the command again`);
}
