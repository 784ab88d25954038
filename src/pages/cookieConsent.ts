/** N4: the consent is a cookie for a year on the whole site, so every cabinet sees it. */
export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

export function hasConsent(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${CONSENT_COOKIE}=true`);
}

export function storeConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=true; max-age=${CONSENT_MAX_AGE_S}; path=/; SameSite=Lax`;
}
