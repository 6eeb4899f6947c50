/**
 * What Home's two sign-up buttons do, loaded when one is pressed (an on-demand chunk): their
 * prompts, messages and the sign-in calls are not part of the first paint of `/`.
 */
import { DEMO_MODE_SIGN_IN_MESSAGE, sendMagicLink, signInWithGoogle, siteOrigin } from '@naturverse/auth';

export async function createAccount(backendConfigured: boolean) {
  if (!backendConfigured) {
    window.alert(DEMO_MODE_SIGN_IN_MESSAGE);
    return;
  }
  const email = window.prompt('Enter your e-mail address and we will send you a sign-in link.');
  if (!email || email.trim() === '') return; // cancelled or empty: nothing happens
  const result = await sendMagicLink(email.trim(), siteOrigin());
  window.alert(result.ok ? 'Check your inbox for the sign-in link ✉️' : result.message);
}

export async function continueWithGoogle() {
  const result = await signInWithGoogle();
  if (!result.ok) window.alert(result.message);
}
