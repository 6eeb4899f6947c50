export type { AuthContextValue, AuthStatus, AuthUser } from './auth-context.js';
export { AuthProvider, useAuth } from './auth-context.js';
export type { AuthEvent, AuthState } from './auth-state.js';
export { authReducer, INITIAL_AUTH_STATE, isNewSignIn } from './auth-state.js';
export type { AuthActionResult } from './site.js';
export { DEMO_MODE_SIGN_IN_MESSAGE, callbackUrl, siteOrigin } from './site.js';
export { exchangeCode, sendMagicLink, signInWithGoogle, signOut } from './lazy-actions.js';
export { AUTH_CALLBACK_PATH, getSupabaseClient } from './client.js';
export {
  POST_AUTH_REDIRECT_KEY,
  RETURN_PATH_KEY,
  choosePostAuthTarget,
  hasPendingPostAuthTarget,
  safeInternalPath,
  savePostAuthRedirect,
  saveReturnPath,
  takePostAuthTarget,
} from './redirect.js';
export type { AccountStores } from './account/account.js';
export { getAccountStores } from './account/account.js';
export type { CloudProfile, ProfileStore } from './account/profile-store.js';
export type { NaturKind, WalletStore } from './account/wallet-store.js';
export type { XpStore } from './account/xp-store.js';
export type { LocalProfile, Theme } from './account/local-profile.js';
export {
  DEFAULT_LOCAL_PROFILE,
  LOCAL_PROFILE_KEY,
  THEMES,
  fromCloudProfile,
  readLocalProfile,
  toCloudProfile,
  writeLocalProfile,
} from './account/local-profile.js';
export type { LoadedForUser } from './synced/use-loaded-for-user.js';
export { useLoadedForUser } from './synced/use-loaded-for-user.js';
export type { WriteOutcome } from './synced/write-outcome.js';
export { alertFamily, valueOrAlert } from './synced/write-outcome.js';
