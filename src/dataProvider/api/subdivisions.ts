import type { HttpClient } from '../http';

/** An entry of GET /subdivisions/all; the leading one (id null) is 'no subdivision'. */
export interface SubdivisionRef {
  id: string | null;
  name: string;
}

/** Subdivisions (G7) beside the generated CRUD: the picker list of one partner's (or the caller's) subdivisions. */
export const subdivisionApi = (http: HttpClient) => ({
  subdivisionChoices: (partnerId?: string) =>
    http.json<SubdivisionRef[]>('GET', '/subdivisions/all', { query: { partner_id: partnerId } }),
});
