import { describe, expect, it } from 'vitest';
import { DeadlineError } from '../timeouts/deadline';
import { HubSkewError } from '../skew/skew-error';
import { failureKind } from './failure-kind';

describe('failure kinds in the words reports use', () => {
  it('names each kind from the error a load failed with (the e2e checks the real ones, e2e/reports)', () => {
    expect(failureKind(new DeadlineError('http://localhost:3001/mf-manifest.json', 4500))).toBe('timeout');
    // Module Federation wraps the manifest's failure in its own error, keeping the cause's text
    expect(failureKind(new Error('[ Federation Runtime ]: RUNTIME-003 … http://localhost:3001/mf-manifest.json did not answer within 4500 ms'))).toBe(
      'timeout',
    );
    expect(failureKind(new HubSkewError('zones', []))).toBe('version-skew');
    expect(failureKind(new SyntaxError('Unexpected end of JSON input'))).toBe('bad-manifest');
    expect(failureKind(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe('missing-entry');
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('unreachable');
    expect(failureKind('a string')).toBe('unreachable');
  });
});
