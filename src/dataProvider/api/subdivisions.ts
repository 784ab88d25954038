import type { HttpClient } from '../http';
import type { Query, Reply } from './contract';

/** An entry of GET /subdivisions/all; the leading one (id null) is 'no subdivision'. */
export type SubdivisionRef = Reply<'subdivisionsListAll'>[number];

/** Subdivisions (G7) beside the generated CRUD: the picker list of one partner's (or the caller's) subdivisions. */
export const subdivisionApi = (http: HttpClient) => ({
  subdivisionChoices: (partnerId?: Query<'subdivisionsListAll'>['partner_id']) =>
    http.json<SubdivisionRef[]>('GET', '/subdivisions/all', { query: { partner_id: partnerId } }),
});
