import { describe, expect, it } from 'vitest';
import { parseBody, recordRequest, requestsTo } from './recorded-request.js';

describe('recorded requests', () => {
  it('a body is its JSON, else its text, and null when empty', () => {
    expect(parseBody('{"email":"a@b.test"}')).toEqual({ email: 'a@b.test' });
    expect(parseBody('grant_type=pkce')).toBe('grant_type=pkce');
    expect(parseBody('')).toBeNull();
    expect(parseBody(null)).toBeNull();
    expect(parseBody(undefined)).toBeNull();
  });

  it('a request is recorded with its method in capitals, path and query apart', () => {
    const recorded = recordRequest('post', 'http://supabase.test/rest/v1/stamps?on_conflict=user_id&select=*', { accept: 'application/json' }, { a: 1 });
    expect(recorded).toEqual({
      method: 'POST',
      path: '/rest/v1/stamps',
      query: { on_conflict: 'user_id', select: '*' },
      headers: { accept: 'application/json' },
      body: { a: 1 },
    });
  });

  it('requestsTo finds the requests by method and path only', () => {
    const otp = recordRequest('POST', 'http://supabase.test/auth/v1/otp', {}, null);
    const other = recordRequest('GET', 'http://supabase.test/auth/v1/otp', {}, null);
    expect(requestsTo([otp, other], 'POST', '/auth/v1/otp')).toEqual([otp]);
  });
});
