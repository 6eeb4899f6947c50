import { signOut } from '@naturverse/auth';

/**
 * Spec §8: a sign-out the backend refuses is told in a browser alert with its message, and the
 * family stays signed in. One place for the Profile page's "Sign out" and Login's "Log out",
 * so neither can drop the answer. Resolves to whether the family is signed out now.
 */
export async function signOutOrSayWhy(): Promise<boolean> {
  const result = await signOut();
  if (!result.ok) window.alert(result.message);
  return result.ok;
}
