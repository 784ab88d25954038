import { type AuthProvider, HttpError } from 'react-admin';
import { canAccess as matrixAllows } from '../../common/access';
import type { Cabinet } from '../../common/roles';
import { type HttpClient, httpClient } from '../dataProvider/http';
import { type ProviderI18n, createStoredLocaleI18n } from '../dataProvider/providerI18n';
import { currentCabinet } from './cabinet';
import { type AppIdentity, type ProfileReply, toIdentity } from './identity';
import { toLoginError } from './loginErrors';
import { announceSessionEnd, sessionAlive } from './sessionEnd';
import { type SessionTokens, type TokenStore, tokenStore } from './tokenStore';

export interface LoginParams {
  /** Phone, e-mail or login; react-admin's own login form calls it `username`. */
  input?: string;
  username?: string;
  password: string;
}

export interface AuthProviderOptions {
  http?: HttpClient;
  tokens?: TokenStore;
  i18n?: ProviderI18n;
  cabinet?: () => Cabinet;
}

export interface AppAuthProvider extends AuthProvider {
  /** `onSession` runs once the tokens are kept, while the profile is read: a page may start its own reads then. */
  login(params: LoginParams, onSession?: (profile: Promise<AppIdentity>) => void): Promise<void>;
  getIdentity(): Promise<AppIdentity>;
  getPermissions: NonNullable<AuthProvider['getPermissions']>;
  canAccess: NonNullable<AuthProvider['canAccess']>;
  /** Drops the kept profile, so the next getIdentity reads it from the server (after a profile change). */
  forgetIdentity(): void;
}

/** Sign-in, session and identity for react-admin (A1, A2, A5, A12); access comes from the shared matrix. */
export function createAuthProvider({
  http = httpClient,
  tokens = tokenStore,
  i18n = createStoredLocaleI18n(),
  cabinet = currentCabinet,
}: AuthProviderOptions = {}): AppAuthProvider {
  let identity: AppIdentity | null = null;
  let loading: Promise<AppIdentity> | null = null;

  // One profile call however many hooks ask for the identity at once.
  function loadIdentity(): Promise<AppIdentity> {
    if (identity) return Promise.resolve(identity);
    loading ??= http
      .json<ProfileReply>('GET', '/auth/profile')
      .then((profile) => {
        sessionAlive();
        return (identity = toIdentity(profile));
      })
      .finally(() => (loading = null));
    return loading;
  }

  /**
   * A 401 the session cannot get past: says why (A2, P3: a refused refresh is the token's lifetime, in the user's
   * language; E_SESSION_ENDED the server's reason) and answers react-admin without a text of its own, which it would
   * show without the P1 title, if at all.
   */
  function sessionEnded(error: unknown) {
    const text = error instanceof Error && error.message ? error.message : i18n.translate('app.auth.authCheckFailed');
    announceSessionEnd(text);
    return { status: 401, message: false as const };
  }

  return {
    async login({ input, username, password }, onSession?: (profile: Promise<AppIdentity>) => void) {
      const body = { input: (input ?? username ?? '').trim(), password: password.replace(/\s+/g, ''), type: cabinet() };
      let reply: SessionTokens;
      try {
        reply = await http.json<SessionTokens>('POST', '/auth/login', { body, authenticated: false });
      } catch (error) {
        throw toLoginError(error, i18n);
      }
      identity = null;
      tokens.save({ token: reply.token, refreshToken: reply.refreshToken });
      sessionAlive();
      const profile = loadIdentity();
      onSession?.(profile);
      await profile;
    },

    async logout() {
      // The server may already consider the session over (revoked, blocked): signing out locally is what counts.
      if (tokens.getSessionToken()) await http.json('POST', '/auth/logout').catch(() => undefined);
      tokens.clear();
      identity = null;
    },

    async checkAuth() {
      if (!tokens.getSessionToken()) {
        identity = null;
        // No notification for a visitor who simply has not signed in; react-admin keeps the address for after login (B3).
        throw { message: false };
      }
      try {
        await loadIdentity();
      } catch (error) {
        // Only a session the server refuses ends here; a server that is down must not sign the user out.
        if (error instanceof HttpError && error.status === 401) throw sessionEnded(error);
      }
    },

    async checkError(error) {
      // Reaching here with 401 means the data provider's refresh already failed (A4): sign out, saying why.
      if (error?.status === 401) throw sessionEnded(error);
    },

    forgetIdentity() {
      if (!loading) identity = null;
    },

    async getIdentity() {
      if (!tokens.getSessionToken()) throw new Error('Not signed in');
      return loadIdentity();
    },

    async getPermissions() {
      return tokens.getSessionToken() ? (await loadIdentity()).roles : [];
    },

    async canAccess({ resource, action, record }) {
      if (!tokens.getSessionToken()) return false;
      const { roles, id, agentId } = await loadIdentity();
      return matrixAllows({ roles, userId: id, agentId }, { resource, action, record });
    },
  };
}
