/**
 * Sign-in calls (spec §7 auth rows). The `*With` functions take the client, so the
 * contract tests can record exactly what they send; the exported helpers without
 * the suffix resolve the page's client and explain local demo mode.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { TABLES } from '@naturverse/platform';
import { getSupabaseClient } from './client.js';
import { currentPathWithQuery, savePostAuthRedirect } from './redirect.js';
import { DEMO_MODE_SIGN_IN_MESSAGE, callbackUrl, siteOrigin, type AuthActionResult } from './site.js';

export { DEMO_MODE_SIGN_IN_MESSAGE, callbackUrl, siteOrigin, type AuthActionResult };

const OK: AuthActionResult = { ok: true };

/** auth-js turns an error reply without a message into "{}": that is no message for a family. */
function meaningful(message: string | undefined): message is string {
  return message !== undefined && !/^\s*(\{\s*\})?\s*$/.test(message);
}

function failed(message: string | undefined, fallback: string): AuthActionResult {
  return { ok: false, message: meaningful(message) ? message : fallback, demoMode: false };
}

const DEMO: AuthActionResult = { ok: false, message: DEMO_MODE_SIGN_IN_MESSAGE, demoMode: true };

export async function sendMagicLinkWith(client: SupabaseClient, email: string, redirectTo: string) {
  const { error } = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } });
  return error ? failed(error.message, 'Something went wrong.') : OK;
}

/** Google, account chooser forced, back to the site root (spec §7). */
export async function startGoogleSignInWith(client: SupabaseClient, origin: string) {
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: origin, queryParams: { prompt: 'select_account' } },
  });
  return { result: error ? failed(error.message, 'OAuth sign-in failed.') : OK, url: data?.url ?? null };
}

export async function exchangeCodeWith(client: SupabaseClient, code: string) {
  const { error } = await client.auth.exchangeCodeForSession(code);
  return error ? failed(error.message, 'Something went wrong.') : OK;
}

export async function signOutWith(client: SupabaseClient) {
  const { error } = await client.auth.signOut();
  return error ? failed(error.message, 'Something went wrong.') : OK;
}

/** On each sign-in the profile row is created or updated with id and e-mail (spec §4). */
export async function upsertSignedInProfileWith(client: SupabaseClient, user: { id: string; email: string | null }) {
  const { error } = await client.from(TABLES.profiles.name).upsert({ id: user.id, email: user.email }, { onConflict: TABLES.profiles.conflict });
  if (error) console.error('[naturverse] profile upsert on sign-in failed', error.message);
}

/**
 * Magic link. `redirectTo` defaults to the callback route (login page, provider);
 * Home passes the site root. Saves where the sign-in started first.
 */
export async function sendMagicLink(email: string, redirectTo: string = callbackUrl()): Promise<AuthActionResult> {
  const client = await getSupabaseClient();
  if (!client) return DEMO;
  savePostAuthRedirect(currentPathWithQuery());
  try {
    return await sendMagicLinkWith(client, email, redirectTo);
  } catch (error) {
    return failed(error instanceof Error ? error.message : undefined, 'Something went wrong.');
  }
}

/** On success the browser is already on its way to Google. */
export async function signInWithGoogle(): Promise<AuthActionResult> {
  const client = await getSupabaseClient();
  if (!client) return DEMO;
  savePostAuthRedirect(currentPathWithQuery());
  try {
    return (await startGoogleSignInWith(client, siteOrigin())).result;
  } catch (error) {
    return failed(error instanceof Error ? error.message : undefined, 'OAuth sign-in failed.');
  }
}

export async function exchangeCode(code: string): Promise<AuthActionResult> {
  const client = await getSupabaseClient();
  if (!client) return DEMO;
  try {
    return await exchangeCodeWith(client, code);
  } catch (error) {
    return failed(error instanceof Error ? error.message : undefined, 'Something went wrong.');
  }
}

export async function signOut(): Promise<AuthActionResult> {
  const client = await getSupabaseClient();
  if (!client) return OK; // nobody can be signed in without a backend
  try {
    return await signOutWith(client);
  } catch (error) {
    return failed(error instanceof Error ? error.message : undefined, 'Something went wrong.');
  }
}
