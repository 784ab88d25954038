import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A7 bound to the browser that started it (RFC 9700 and the OAuth BCP for browser-based apps): the start sets an
 * HttpOnly cookie with a random value and the pending request keeps only its hash; the exchange needs the cookie, so
 * a callback URL (code and state) taken elsewhere signs no one in. One cookie per flow, named by its state, so two
 * tabs' sign-ins do not overwrite each other. SameSite=Lax: the exchange is the SPA's same-origin fetch after the
 * bank's top-level redirect, and the threat is another browser, which has no cookie at all.
 */
export class BrowserBinding {
  private readonly options: CookieSerializeOptions;
  private readonly maxAgeSeconds: number;

  /** path: the exchange's own path, the only one the cookie is sent to; secure when the public address is https. */
  constructor(path: string, secure: boolean, maxAgeSeconds: number) {
    this.options = { path, secure, httpOnly: true, sameSite: 'lax' };
    this.maxAgeSeconds = maxAgeSeconds;
  }

  /** Sets the cookie of a new flow and answers the hash to keep with its state. */
  bind(reply: FastifyReply, state: string): string {
    const value = randomBytes(32).toString('base64url');
    reply.setCookie(cookieName(state), value, { ...this.options, maxAge: this.maxAgeSeconds });
    return hashOf(value);
  }

  /** The hash of the cookie this browser holds for the state, or null when it holds none. */
  hashIn(request: FastifyRequest, state: string): string | null {
    const value = request.cookies[cookieName(state)];
    return value ? hashOf(value) : null;
  }

  /** The flow is over: the browser forgets the cookie. */
  clear(reply: FastifyReply, state: string): void {
    reply.clearCookie(cookieName(state), this.options);
  }
}

const cookieName = (state: string) => `bank_signin_${state}`;
const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');
