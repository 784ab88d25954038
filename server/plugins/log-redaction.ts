/** What the log must never hold: credentials in headers, bodies and websocket subprotocols. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-app-token"]',
  'req.headers["sec-websocket-protocol"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
];

/** Query parameters whose value is a credential: a URL in the log keeps the name, never the value. */
const SECRET_QUERY = /([?&](?:token|access_token|refreshToken|password)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[Redacted]');

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL's credentials removed. */
export const redactedLogging = {
  redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
  serializers: {
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
};
