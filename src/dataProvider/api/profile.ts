import type { Static } from 'typebox';
import type { PasswordChangeBody, ProfileSchema, ProfileUpdateBody } from '../../../server/modules/auth/profile/schemas';
import type { HttpClient } from '../http';

export type ProfileUpdate = Static<typeof ProfileUpdateBody>;
export type PasswordChange = Static<typeof PasswordChangeBody>;

/** The signed-in user's own profile (A14, A15) and the click consent (N4). */
export const profileApi = (http: HttpClient) => ({
  updateProfile: (body: ProfileUpdate) => http.json<Static<typeof ProfileSchema>>('PUT', '/auth/profile', { body }),
  changePassword: (body: PasswordChange) => http.json<unknown>('POST', '/auth/security/password/change', { body }),
  acceptClickConsent: () => http.json<unknown>('POST', '/auth/profile/consent'),
});
