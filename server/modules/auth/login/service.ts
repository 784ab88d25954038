import { ERROR_CODES } from '../../../../common/errors';
import type { Cabinet } from '../../../../common/roles';
import { ApiError, unauthorized } from '../../../http/errors';
import { findIdentityByInput } from '../identity';
import { verifyPassword } from '../passwords';
import { type AuthServices, type ClientMeta, type TokenPair, openSession } from '../sessions';
import { recordAttempt } from './journal';
import { assertNotThrottled } from './throttle';

export interface Credentials {
  input: string;
  password: string;
  cabinet: Cabinet;
}

export interface LoginOrigin extends ClientMeta {
  host: string | null;
}

/** Checks the credentials, writes the attempt to the login journal and opens a session. */
export async function signIn(app: AuthServices, credentials: Credentials, origin: LoginOrigin): Promise<TokenPair> {
  const input = credentials.input.trim();
  // The SPA strips whitespace from passwords (A1); other clients get the same treatment.
  const password = credentials.password.replace(/\s+/g, '');
  const identity = await findIdentityByInput(app.db, input);
  const record = (success: boolean, throttled = false) =>
    recordAttempt(app.db, { userId: identity?.id ?? null, input, ip: origin.ip, host: origin.host, success, throttled });
  try {
    await assertNotThrottled(app.db, input, origin.ip, identity?.id);
  } catch (error) {
    await record(false, true);
    throw error;
  }
  const passwordOk = await verifyPassword(identity?.passwordHash, password);
  if (!identity || !passwordOk) {
    await record(false);
    throw unauthorized('auth.invalidCredentials', ERROR_CODES.invalidCredentials);
  }
  if (identity.blocked) {
    await record(false);
    throw new ApiError(403, 'auth.blocked', ERROR_CODES.blocked);
  }
  await record(true);
  return openSession(app, identity, origin);
}
