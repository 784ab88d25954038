import type { Cabinet } from '../../../common/roles';
import { baseUrl } from './environment';

/** The address of a hash route inside a cabinet, e.g. /sales/#/certificates. */
export function cabinetUrl(cabinet: Cabinet, route = '/'): string {
  return `${baseUrl()}/${cabinet}/#${route}`;
}

/** Matches the cabinet's route with or without a query or a deeper path (list filters, a record id). */
export function routePattern(cabinet: Cabinet, route: string): RegExp {
  const escaped = `/${cabinet}/#${route}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(?:[/?]|$)`);
}

export function loginPattern(cabinet: Cabinet): RegExp {
  return routePattern(cabinet, '/login');
}
