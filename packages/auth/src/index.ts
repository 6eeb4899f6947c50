export type { AuthContextValue, AuthStatus, AuthUser } from './auth-context';
export { AuthProvider, useAuth } from './auth-context';
export type { AuthEvent, AuthState } from './auth-state';
export { authReducer, INITIAL_AUTH_STATE, isNewSignIn } from './auth-state';
export type { AuthActionResult } from './site';
export { DEMO_MODE_SIGN_IN_MESSAGE, callbackUrl, siteOrigin } from './site';
export { exchangeCode, sendMagicLink, signInWithGoogle, signOut } from './lazy-actions';
export { AUTH_CALLBACK_PATH, getSupabaseClient } from './client';
export {
  POST_AUTH_REDIRECT_KEY,
  RETURN_PATH_KEY,
  choosePostAuthTarget,
  hasPendingPostAuthTarget,
  safeInternalPath,
  savePostAuthRedirect,
  saveReturnPath,
  takePostAuthTarget,
} from './redirect';
export type { AccountStores } from './account/account';
export { getAccountStores } from './account/account';
export type { CloudProfile, ProfileStore } from './account/profile-store';
export type { NaturKind, WalletStore } from './account/wallet-store';
export type { XpStore } from './account/xp-store';
export type { LocalProfile, Theme } from './account/local-profile';
export {
  DEFAULT_LOCAL_PROFILE,
  LOCAL_PROFILE_KEY,
  THEMES,
  fromCloudProfile,
  readLocalProfile,
  toCloudProfile,
  writeLocalProfile,
} from './account/local-profile';
export type { LoadedForUser } from './synced/use-loaded-for-user';
export { useLoadedForUser } from './synced/use-loaded-for-user';
export type { WriteOutcome } from './synced/write-outcome';
export { alertFamily, valueOrAlert } from './synced/write-outcome';
