/** A read older than this is not shown as a page's data: the page reads again. */
const FRESH_MS = 15_000;

const preloaded = new Map<string, { reply: Promise<unknown>; at: number }>();

/**
 * A home's data read as soon as the sign-in has a session (in parallel with the profile and the cabinet's start-up)
 * instead of after the home has rendered (issue 27: a phone's sign-in to its first data within 2.5 s).
 */
export function preload<T>(key: string, reply: Promise<T>): void {
  // a failed read is the page's own read again (takePreloaded's caller falls back)
  reply.catch(() => undefined);
  preloaded.set(key, { reply, at: Date.now() });
}

/** The reply preloaded under `key`, once and while fresh; null otherwise. */
export function takePreloaded<T>(key: string): Promise<T> | null {
  const taken = preloaded.get(key);
  preloaded.delete(key);
  return taken && Date.now() - taken.at < FRESH_MS ? (taken.reply as Promise<T>) : null;
}

/** The page's read, from the preloaded reply when there is one, read again when that failed. */
export function preloadedOr<T>(key: string, read: () => Promise<T>): Promise<T> {
  return takePreloaded<T>(key)?.catch(read) ?? read();
}
