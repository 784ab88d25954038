import { HttpError } from 'react-admin';

export interface Failure {
  message: string;
  errors: Record<string, string>;
}

/** The server's error contract as the page shows it: the message, and the texts under the fields. */
export function failureOf(error: unknown, translate: (key: string) => string): Failure {
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
    return { message: error.message, errors };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message: message.startsWith('app.') ? translate(message) : message, errors: {} };
}

/**
 * After a session was saved: the cabinet's home, loaded afresh with the new identity. An address without a
 * hash makes the browser load the page again; a hash change would let the running app, which still holds
 * the signed-out state, take the visitor to sign-in (and clear the new tokens) first. With a route, that page instead.
 */
export function enterCabinet(route?: string): void {
  if (!route) return window.location.assign(window.location.pathname);
  // a page waits for the new client (the storefront's checkout): loaded afresh at its address
  window.history.replaceState(null, '', `${window.location.pathname}#${route}`);
  window.location.reload();
}
