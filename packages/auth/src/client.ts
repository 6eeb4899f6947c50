/**
 * The one Supabase client of the page. @naturverse/auth is a federation shared
 * singleton, so this module-level promise is shared by the shell and every hub.
 * supabase-js is imported dynamically, and only when a backend is configured: in
 * local demo mode it is never downloaded.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig, isBackendConfigured } from '@naturverse/platform';

export type { SupabaseClient };

/** The route that exchanges the e-mail link's code itself (spec §2 Auth callback). */
export const AUTH_CALLBACK_PATH = '/auth/callback';

let clientPromise: Promise<SupabaseClient | null> | null = null;

function onCallbackPage(): boolean {
  return typeof window !== 'undefined' && window.location.pathname === AUTH_CALLBACK_PATH;
}

/** Resolves to null in local demo mode (no supabaseUrl + supabaseAnonKey in config.json). */
export function getSupabaseClient(): Promise<SupabaseClient | null> {
  if (clientPromise) return clientPromise;
  const config = getRuntimeConfig();
  // Not cached: the config is read before first render, but a caller this early must not pin demo mode.
  if (!isBackendConfigured(config) || !config.supabaseUrl || !config.supabaseAnonKey) return Promise.resolve(null);
  const { supabaseUrl, supabaseAnonKey } = config;
  // named: bench/lib/all-js.mjs leaves on-demand-* chunks out of what `/` fetches in demo mode
  clientPromise = import(/* webpackChunkName: "on-demand-supabase" */ '@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(supabaseUrl, supabaseAnonKey, {
        auth: {
          // PKCE: links come back with ?code=… that the site exchanges (spec §7 "Exchange code").
          flowType: 'pkce',
          persistSession: true,
          autoRefreshToken: true,
          // The callback page exchanges its code explicitly; everywhere else (Google returns
          // to the site root) supabase-js picks the code up from the address by itself.
          detectSessionInUrl: !onCallbackPage(),
        },
      }),
    )
    .catch((error: unknown) => {
      console.error('[naturverse] could not load the sign-in client', error);
      clientPromise = null;
      return null;
    });
  return clientPromise;
}

/** Tests only: forget the client so the next call builds a new one. */
export function resetSupabaseClientForTests(): void {
  clientPromise = null;
}
