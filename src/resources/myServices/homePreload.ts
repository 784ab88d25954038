import { dataProvider } from '../../dataProvider';

/** A read older than this is not shown as the home's data: the page reads again. */
const FRESH_MS = 15_000;

let preloaded: { reply: ReturnType<typeof dataProvider.myServices>; at: number } | null = null;

/**
 * Starts reading the home's services (F6) as soon as the sign-in has a session, in parallel with the profile
 * call and the cabinet's start-up, instead of after the home has rendered (issue 11: sign-in to home ≤ 1.5 s).
 */
export function preloadMyServices(): void {
  const reply = dataProvider.myServices();
  // a failed read is the home's own read again (takePreloadedServices' caller falls back)
  reply.catch(() => undefined);
  preloaded = { reply, at: Date.now() };
}

/** The preloaded reply, once and while fresh; null otherwise. */
export function takePreloadedServices() {
  const taken = preloaded;
  preloaded = null;
  return taken && Date.now() - taken.at < FRESH_MS ? taken.reply : null;
}
