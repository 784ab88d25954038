import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One msw server for a test file; any request without a handler fails the test. */
export const server = setupServer();

export function setupMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The absolute address of a /gw path on the test page's host. */
export const gw = (path: string) => `${window.location.origin}/gw${path}`;
