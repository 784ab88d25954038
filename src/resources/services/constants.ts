/** The header badge shows '50 000+' beyond this many services (F6). */
export const SERVICES_TOTAL_OVERFLOW = 50_000;
