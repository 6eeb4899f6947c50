import { describe, expect, it } from 'vitest';
import { SITE_READ_SID, privateObjects, sitePolicy } from './bucket-policy.ts';

describe('bucket policy: anyone reads the site, nobody but the deployers reads .naturverse/', () => {
  it('allows s3:GetObject to everyone on everything but the root’s bookkeeping', () => {
    expect(sitePolicy('site', 'prod')).toEqual({
      Version: '2012-10-17',
      Statement: [{ Sid: SITE_READ_SID, Effect: 'Allow', Principal: '*', Action: ['s3:GetObject'], NotResource: ['arn:aws:s3:::site/prod/.naturverse/*'] }],
    });
    expect(privateObjects('site', '')).toBe('arn:aws:s3:::site/.naturverse/*');
    expect(privateObjects('site', 'a/b/')).toBe('arn:aws:s3:::site/a/b/.naturverse/*');
  });

  it('keeps the bucket’s other statements and adds a second root’s bookkeeping to its own statement once', () => {
    const other = {
      Sid: 'Logs',
      Effect: 'Allow',
      Principal: { AWS: ['arn:aws:iam::1:role/logs'] },
      Action: 's3:PutObject',
      Resource: 'arn:aws:s3:::site/logs/*',
    };
    const first = JSON.stringify({ Version: '2012-10-17', Statement: [other, ...sitePolicy('site', 'prod').Statement] });
    const both = sitePolicy('site', 'staging', first);
    expect(both.Statement[0]).toEqual(other);
    expect(both.Statement[1].NotResource).toEqual(['arn:aws:s3:::site/prod/.naturverse/*', 'arn:aws:s3:::site/staging/.naturverse/*']);
    expect(sitePolicy('site', 'staging', JSON.stringify(both))).toEqual(both);
  });

  it('refuses a policy it cannot read rather than replacing it', () => {
    expect(() => sitePolicy('site', 'prod', 'not json')).toThrow(/has a policy this command cannot read .*: merge the printed policy into it by hand/);
    expect(() => sitePolicy('site', 'prod', '{"Version":"2012-10-17"}')).toThrow(/no Statement list/);
  });
});
