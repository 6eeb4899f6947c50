/** Spec §4 sign-in form: idle → sending → sent | error (plain state, unit-tested). */
export type SignInFormState = { phase: 'idle' } | { phase: 'sending' } | { phase: 'sent' } | { phase: 'error'; message: string };

export const MAGIC_LINK_SENT = 'Magic link sent! Check your email.';
export const GENERIC_ERROR = 'Something went wrong.';
export const OAUTH_ERROR = 'OAuth sign-in failed.';

/** Spec §5: an empty e-mail submits nothing. */
export function canSubmit(email: string, state: SignInFormState): boolean {
  return email.trim() !== '' && state.phase !== 'sending';
}

export function afterSend(result: { ok: true } | { ok: false; message: string }): SignInFormState {
  if (result.ok) return { phase: 'sent' };
  return { phase: 'error', message: result.message.trim() || GENERIC_ERROR };
}

/** Google failure: the server message, else 'OAuth sign-in failed.'; success leaves the page. */
export function afterGoogle(result: { ok: true } | { ok: false; message: string }): SignInFormState | null {
  if (result.ok) return null;
  return { phase: 'error', message: result.message.trim() || OAUTH_ERROR };
}
