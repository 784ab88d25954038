/** Set by the runner (run.ts) for the spec processes: where the app under test listens. */
export const BASE_URL_VARIABLE = 'E2E_BASE_URL';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function baseUrl(): string {
  const url = process.env[BASE_URL_VARIABLE];
  if (!url) throw new Error(`${BASE_URL_VARIABLE} is not set: run the specs with \`npm run test:e2e\`, which starts the app`);
  return url;
}
