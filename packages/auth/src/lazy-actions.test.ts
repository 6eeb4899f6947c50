import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./actions.js');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('sign-in calls loaded on demand', () => {
  it('pass the arguments through and give the call’s own result', async () => {
    const sendMagicLink = vi.fn(async () => ({ ok: true as const }));
    vi.doMock('./actions', () => ({ sendMagicLink }));
    const lazy = await import('./lazy-actions.js');
    await expect(lazy.sendMagicLink('kid@example.org', 'https://site/')).resolves.toEqual({ ok: true });
    expect(sendMagicLink).toHaveBeenCalledWith('kid@example.org', 'https://site/');
  });

  it('a call whose code cannot be fetched (offline) is a failed result saying so, not a thrown error', async () => {
    vi.doMock('./actions', () => {
      throw new Error('Loading chunk on-demand-auth-actions failed');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lazy = await import('./lazy-actions.js');
    const result = await lazy.signInWithGoogle();
    expect(result).toEqual({ ok: false, demoMode: false, message: expect.stringContaining('could not be reached') });
    await expect(lazy.upsertSignedInProfile({} as never, { id: 'u', email: null })).resolves.toBeUndefined();
  });
});
