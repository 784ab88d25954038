import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The SPA's policy: scripts only from this origin (the build has no inline script), styles also inline
 * (MUI/emotion inserts <style> elements at run time), images also data:/blob:, never framed. The API
 * documentation at /gw/docs (swagger UI: external scripts, inline style attributes) passes the same policy.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // a plain-http installation (a LAN address) must keep working: HTTPS is the proxy's business
  upgradeInsecureRequests: null,
};

/** Security headers on every reply (@fastify/helmet): CSP, nosniff, frame denial, referrer policy. */
export default fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
