import type { FastifyRequest } from 'fastify';

/** How long a new connection may take to send its `{type:'auth', token}` message. */
export const AUTH_TIMEOUT_MS = 5000;

/** The token of a `{"type":"auth","token":"…"}` text frame, or null for anything else. */
export function authToken(data: unknown): string | null {
  try {
    const parsed = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    return parsed.type === 'auth' && typeof parsed.token === 'string' && parsed.token.length <= 4096 ? parsed.token : null;
  } catch {
    return null;
  }
}

/**
 * A browser always sends Origin on a websocket; a page of another site must not open one with the user's token
 * (cross-site websocket hijacking). Allowed: the configured origins, or the page's own host. Non-browser clients
 * send no Origin and carry the token themselves.
 */
export function originAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
