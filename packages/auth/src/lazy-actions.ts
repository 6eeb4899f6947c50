/**
 * The sign-in calls as the package exports them: each loads actions.ts (with what it needs
 * of the platform's table list) the first time a family presses a sign-in button, so no
 * page's first paint carries them. Same signatures and results as actions.ts; a chunk that
 * cannot be fetched (offline) is a failed result with a message, never a thrown error.
 */
import type { AuthActionResult } from './site.js';

type Actions = typeof import('./actions.js');

function load(): Promise<Actions> {
  return import(/* webpackChunkName: "on-demand-auth-actions" */ './actions.js');
}

const UNREACHABLE: AuthActionResult = {
  ok: false,
  message: 'Sign-in could not start: Naturverse could not be reached. Check the connection and try again.',
  demoMode: false,
};

async function call<A extends unknown[]>(pick: (actions: Actions) => (...args: A) => Promise<AuthActionResult>, args: A): Promise<AuthActionResult> {
  let actions: Actions;
  try {
    actions = await load();
  } catch (error) {
    console.error('[naturverse] sign-in code failed to load', error);
    return UNREACHABLE;
  }
  return pick(actions)(...args);
}

export const sendMagicLink: Actions['sendMagicLink'] = (...args) => call((a) => a.sendMagicLink, args);
export const signInWithGoogle: Actions['signInWithGoogle'] = (...args) => call((a) => a.signInWithGoogle, args);
export const exchangeCode: Actions['exchangeCode'] = (...args) => call((a) => a.exchangeCode, args);
export const signOut: Actions['signOut'] = (...args) => call((a) => a.signOut, args);

/** On each sign-in the profile row is created or updated (spec §4); see actions.ts. */
export async function upsertSignedInProfile(...args: Parameters<Actions['upsertSignedInProfileWith']>): Promise<void> {
  try {
    await (await load()).upsertSignedInProfileWith(...args);
  } catch (error) {
    console.error('[naturverse] profile upsert on sign-in failed', error);
  }
}
