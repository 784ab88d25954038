export { createAuthProvider, type AppAuthProvider, type AuthProviderOptions, type LoginParams } from './authProvider';
export { currentCabinet } from './cabinet';
export type { AppIdentity, ProfileReply } from './identity';
export { LoginError } from './loginErrors';
export { createTokenStore, tokenStore, type SessionTokens, type TokenStore } from './tokenStore';
export { useLoginWithErrors } from './useLoginWithErrors';
export { useNotifyError } from './useNotifyError';
export { authProvider } from './instance';
