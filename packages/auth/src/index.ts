export type { AuthContextValue, AuthStatus, AuthUser } from './auth-context';
export { AuthProvider, DEMO_MODE_SIGN_IN_MESSAGE, useAuth } from './auth-context';
