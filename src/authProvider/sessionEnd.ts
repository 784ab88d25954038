/**
 * Why the session just ended (A2, P3), said once on the way to the sign-in page. The ways a session ends meet here:
 * a refused refresh (the data provider, react-admin's checkError and checkAuth) and the live channel's auth check.
 * react-admin's own notice cannot say it: it asks checkAuth first and stays silent once the tokens are gone.
 */
type Listener = (text: string) => void;

const listeners = new Set<Listener>();
let pending: string | null = null;
let announced = false;

/** Says why the session ended, unless that was said already (parallel requests all fail with it). */
export function announceSessionEnd(text: string): void {
  if (announced) return;
  announced = true;
  if (listeners.size === 0) pending = text;
  listeners.forEach((listener) => listener(text));
}

/** A session is alive again (signed in, or its profile read): its end will be said. */
export function sessionAlive(): void {
  announced = false;
  pending = null;
}

/** Hears every end announced from now on, and one announced while nobody listened. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  if (pending !== null) {
    listener(pending);
    pending = null;
  }
  return () => listeners.delete(listener);
}
