import { onboardingApi } from '../../dataProvider/onboarding';

/** This tab's pending bank sign-in state, compared when the bank sends the browser back (A7). */
export const BANK_STATE_KEY = 'bankSignInState';

/** Asks the server for the bank's page (it keeps the PKCE verifier) and goes there. */
export async function startBankSignIn(): Promise<void> {
  const { url, state } = await onboardingApi.bankAuthorizeUrl();
  window.sessionStorage.setItem(BANK_STATE_KEY, state);
  window.location.assign(url);
}
