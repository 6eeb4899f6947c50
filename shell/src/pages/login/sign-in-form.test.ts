import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR, OAUTH_ERROR, afterGoogle, afterSend, canSubmit } from './sign-in-form';

describe('sign-in form', () => {
  it('submits nothing for an empty or blank e-mail', () => {
    expect(canSubmit('', { phase: 'idle' })).toBe(false);
    expect(canSubmit('   ', { phase: 'idle' })).toBe(false);
    expect(canSubmit('ada@example.com', { phase: 'idle' })).toBe(true);
  });

  it('does not send twice while sending', () => {
    expect(canSubmit('ada@example.com', { phase: 'sending' })).toBe(false);
    expect(canSubmit('ada@example.com', { phase: 'error', message: 'x' })).toBe(true);
  });

  it('goes to sent or error with the server message, else the generic one', () => {
    expect(afterSend({ ok: true })).toEqual({ phase: 'sent' });
    expect(afterSend({ ok: false, message: 'Rate limited' })).toEqual({ phase: 'error', message: 'Rate limited' });
    expect(afterSend({ ok: false, message: ' ' })).toEqual({ phase: 'error', message: GENERIC_ERROR });
  });
});

describe('Google sign-in result', () => {
  it('shows the server message, else the OAuth fallback; success changes nothing', () => {
    expect(afterGoogle({ ok: true })).toBeNull();
    expect(afterGoogle({ ok: false, message: 'Provider is not enabled' })).toEqual({ phase: 'error', message: 'Provider is not enabled' });
    expect(afterGoogle({ ok: false, message: '' })).toEqual({ phase: 'error', message: OAUTH_ERROR });
  });
});
