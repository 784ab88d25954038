/** The services screen fixes its page size (F6); the server's default for /services is the same. */
export const SERVICES_PER_PAGE = 30;
/** The header badge shows '50 000+' beyond this many services (F6). */
export const SERVICES_TOTAL_OVERFLOW = 50_000;
