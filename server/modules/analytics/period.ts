import { badRequest } from '../../http/errors';

/** Calendar days YYYY-MM-DD, both inclusive, counted in UTC. */
export interface Period {
  from: string;
  to: string;
}

export const MAX_PERIOD_YEARS = 3;

/**
 * The period of a stats or report request; the schema has already checked the YYYY-MM-DD format.
 * Errors name the request's own fields (dateFrom/dateTo for stats, from/to for reports).
 */
export function checkPeriod(from: string, to: string, fields: { from: string; to: string }): Period {
  if (to < from) throw badRequest({ [fields.to]: 'analytics.periodOrder' });
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_PERIOD_YEARS);
  if (new Date(`${to}T00:00:00Z`) >= limit) throw badRequest({ [fields.to]: 'analytics.periodTooLong' });
  return { from, to };
}
