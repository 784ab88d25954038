import { tokenStore } from '../authProvider/tokenStore';
import { type HttpClient, httpClient } from './http';

/** The replies of the code steps (A8–A10). */
export interface CodeSent {
  codeId: string;
  message: string;
  resendAfter: number;
  /** Demo mode only: the code, shown in the sandbox banner. */
  sandboxCode?: string;
}

export interface FlowToken {
  token: string;
  expiresIn: number;
}

interface SessionTokens {
  token: string;
  refreshToken: string;
}

export interface RegistrationForm {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** The proven e-mail's code, when the server asked for the proof (E_EMAIL_PROOF_NEEDED). */
  emailCodeId?: string;
}

export interface FullProfileForm {
  surname: string;
  name: string;
  patronymic: string;
  city: string;
  street: string;
  house: string;
  flat: number;
  email: string;
  password?: string;
  confirmCheckbox: boolean;
}

/** A reply that lacks what the step needs is the unexpected-server-error case (A8 → P2). */
function complete<T extends object>(reply: T | undefined, keys: (keyof T)[]): T {
  if (!reply || keys.some((key) => !reply[key])) throw new Error('app.onboarding.unexpected');
  return reply;
}

/** The onboarding calls: public ones without the session, the finishing ones with their one-purpose token. */
export function createOnboardingApi(http: HttpClient = httpClient) {
  const post = <T>(path: string, body: unknown, bearer?: string) => http.json<T>('POST', path, { body, authenticated: false, bearer });
  const signedIn = (tokens: SessionTokens | undefined) => tokenStore.save(complete(tokens, ['token', 'refreshToken']));
  return {
    /** G11: partnerId says which partner's storefront link was followed; the server decides whom to credit. */
    sendRegistrationCode: async (phone: string, partnerId?: string) =>
      complete(await post<CodeSent>('/auth/registration', { phone, role: 'CLIENT', ...(partnerId ? { partnerId } : {}) }), ['codeId', 'message']),
    confirmRegistration: async (codeId: string, code: string) => complete(await post<FlowToken>('/auth/registration/confirm', { codeId, code }), ['token']),
    endRegistration: async (token: string, form: RegistrationForm) => signedIn(await post<SessionTokens>('/auth/registration/end', form, token)),
    sendRegistrationEmailCode: async (token: string, email: string) => complete(await post<CodeSent>('/auth/registration/email', { email }, token), ['codeId', 'message']),
    confirmRegistrationEmail: (token: string, codeId: string, code: string) => post<undefined>('/auth/registration/email/confirm', { codeId, code }, token),
    sendJoinCode: async (phone: string) => complete(await post<CodeSent>('/auth/join', { phone }), ['codeId']),
    completeJoin: async (codeId: string, code: string) => signedIn(await post<SessionTokens>('/auth/join/complete', { codeId, code })),
    sendRecoveryCode: async (login: string, sendSms: boolean, sendEmail: boolean) =>
      complete(await post<CodeSent>('/auth/security/restore', { login, sendSms, sendEmail }), ['codeId']),
    confirmRecovery: async (codeId: string, code: string) => complete(await post<FlowToken>('/auth/security/remind', { codeId, code }), ['token']),
    newPassword: (token: string, password: string) => post<{ message: string }>('/auth/security/password/new', { password, password_confirmation: password }, token),
    bankAuthorizeUrl: () => http.json<{ url: string; state: string }>('GET', '/auth/oauth/sberbank/authorize', { authenticated: false }),
    bankSignIn: async (authCode: string, state: string) => signedIn(await post<SessionTokens>('/auth/oauth/sberbank', { authCode, state })),
    submitFullProfile: (form: FullProfileForm) => http.json<{ isNotFullProfile: boolean }>('PUT', '/auth/profile/full', { body: form }),
  };
}

export type OnboardingApi = ReturnType<typeof createOnboardingApi>;
export const onboardingApi = createOnboardingApi();
