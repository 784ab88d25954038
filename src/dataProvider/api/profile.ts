import type { HttpClient } from '../http';
import type { Body, Reply } from './contract';

export type ProfileUpdate = Body<'authUpdateProfile'>;
export type PasswordChange = Body<'authSecurityPasswordChange'>;

/** The signed-in user's own profile (A14, A15) and the click consent (N4). */
export const profileApi = (http: HttpClient) => ({
  updateProfile: (body: ProfileUpdate) => http.json<Reply<'authUpdateProfile'>>('PUT', '/auth/profile', { body }),
  changePassword: (body: PasswordChange) => http.json<Reply<'authSecurityPasswordChange'>>('POST', '/auth/security/password/change', { body }),
  acceptClickConsent: () => http.json<Reply<'authProfileConsent'>>('POST', '/auth/profile/consent'),
});
